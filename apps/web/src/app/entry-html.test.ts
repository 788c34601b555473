import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import homeHtml from '../../home.html?raw';

// Vite needs one HTML file per entry: index.html (the routed app) and home.html (the home page's
// island, docs/decisions.md 41). They must not drift apart: only the script differs.
describe('the two HTML entries', () => {
  it('home.html is index.html with the home entry as its script', () => {
    expect(indexHtml).toContain('src="/src/app/main.tsx"');
    expect(homeHtml).toBe(indexHtml.replace('src="/src/app/main.tsx"', 'src="/src/app/home-main.tsx"'));
  });
});
