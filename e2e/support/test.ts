import { test as base, type Page } from '@playwright/test';
import { signInViaApi, type DemoRole } from './staff.js';

/**
 * Playwright's `test`, with every page starting in a browser session that has already seen the
 * scam disclaimer: it opens by itself on the first public page of a session (issue 14) and would sit
 * over whatever a test means to click. A test about the disclaimer says `test.use({ scamDisclaimer: true })`.
 */
export const test = base.extend<{
  scamDisclaimer: boolean;
  /**
   * Signs in as a demo role through the API (no form) and opens the role's home page: in the test's
   * page, or another page given. The specs that are about signing in use the form (auth.spec.ts).
   */
  loginAs: (role: DemoRole, page?: Page) => Promise<void>;
}>({
  scamDisclaimer: [false, { option: true }],
  page: async ({ page, scamDisclaimer }, use) => {
    if (!scamDisclaimer) await page.addInitScript(() => sessionStorage.setItem('seenDisclaimer', 'true'));
    await use(page);
  },
  loginAs: async ({ page }, use) => {
    await use((role, target = page) => signInViaApi(target, role));
  },
});
