import HomePage from '../features/site/home-page';
import { PublicFrame } from './layouts/public-frame';

/**
 * The home page as a React island without react-router (docs/decisions.md 41): the public frame and
 * HomePage, as the routed app shows `/`. home-main.tsx hydrates it; prerender.tsx renders the same
 * tree into dist/prerender/home.html. Its links are plain anchors (components/link.tsx): a click
 * loads the next page, which the server sends pre-rendered or as the SPA shell.
 */
export function HomeIsland() {
  return (
    <PublicFrame>
      <HomePage />
    </PublicFrame>
  );
}
