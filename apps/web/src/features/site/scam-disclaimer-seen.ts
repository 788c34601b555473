/**
 * Whether this browser session has seen the scam disclaimer (staff-portal.md §4: the session storage
 * flag seenDisclaimer). Its own tiny module: every public page asks, and only a session that has not
 * seen it loads the dialog itself (app/layouts/deferred-scam-disclaimer.tsx).
 */
export const SEEN_DISCLAIMER_KEY = 'seenDisclaimer';

export function disclaimerSeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_DISCLAIMER_KEY) === 'true';
  } catch {
    return false; // storage blocked: show it, it only costs a click
  }
}

export function markDisclaimerSeen(): void {
  try {
    sessionStorage.setItem(SEEN_DISCLAIMER_KEY, 'true');
  } catch {
    // storage blocked: the disclaimer shows again next time, which is harmless
  }
}
