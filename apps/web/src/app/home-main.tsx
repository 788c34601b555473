import '../styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HomeIsland } from './home-island';

// The entry of home.html, the page the server sends for `/` (dist/prerender/home.html): React and the
// home page only, no react-router, react-query or session (the budget of issue 9, decisions.md 41).
const root = document.getElementById('root');
if (!root) throw new Error('home.html has no #root element');

const app = (
  <StrictMode>
    <HomeIsland />
  </StrictMode>
);

// as a transition, hydration yields to the browser every few milliseconds (see main.tsx)
if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
