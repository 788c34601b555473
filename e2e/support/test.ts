import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with every page starting in a browser session that has already seen the
 * scam disclaimer: it opens by itself on the first public page of a session (issue 14) and would sit
 * over whatever a test means to click. A test about the disclaimer says `test.use({ scamDisclaimer: true })`.
 */
export const test = base.extend<{ scamDisclaimer: boolean }>({
  scamDisclaimer: [false, { option: true }],
  page: async ({ page, scamDisclaimer }, use) => {
    if (!scamDisclaimer) await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
    await use(page);
  },
});
