import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScamDisclaimer, SEEN_DISCLAIMER_KEY } from './scam-disclaimer';
import { renderSite } from './site-test-utils';

describe('ScamDisclaimer', () => {
  it("opens on the first visit of the session and records 'seenDisclaimer'", async () => {
    renderSite(<ScamDisclaimer />);
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer' });
    expect(dialog.textContent).toContain('never charges candidates any fee');
    expect(sessionStorage.getItem(SEEN_DISCLAIMER_KEY)).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'I Understand' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed when the session has seen it', () => {
    sessionStorage.setItem(SEEN_DISCLAIMER_KEY, 'true');
    renderSite(<ScamDisclaimer />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
