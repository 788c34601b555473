import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredScamDisclaimer, DISCLAIMER_PAUSE_MS } from '../../app/layouts/deferred-scam-disclaimer';
import { PublicLayout } from '../../app/layouts/public-layout';
import { ScamDisclaimer, SEEN_DISCLAIMER_KEY } from './scam-disclaimer';
import { renderSite } from '../../test/site-test-utils';

describe('ScamDisclaimer', () => {
  it("opens on the first visit of the session, records 'seenDisclaimer', and its button leads to /Scams", async () => {
    renderSite(
      <Routes>
        <Route path="/careers" element={<ScamDisclaimer />} />
        <Route path="/Scams" element={<h1>Scam page</h1>} />
      </Routes>,
      '/careers',
    );
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer' });
    expect(dialog.textContent).toContain('never charges candidates any fee');
    expect(sessionStorage.getItem(SEEN_DISCLAIMER_KEY)).toBe('true');
    const button = screen.getByRole('link', { name: 'I Understand' });
    expect(button.getAttribute('href')).toBe('/Scams');
    await userEvent.setup().click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Scam page' })).toBeTruthy();
  });

  it('stays closed when the session has seen it', () => {
    sessionStorage.setItem(SEEN_DISCLAIMER_KEY, 'true');
    renderSite(<ScamDisclaimer />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the disclaimer on public pages', () => {
  it('opens by itself on the first public page of a session, at the first input once the page has loaded', async () => {
    sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
    renderSite(<DeferredScamDisclaimer />, '/careers');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeTruthy();
  });

  it('opens without any input after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
      renderSite(<DeferredScamDisclaimer />, '/careers');
      await vi.advanceTimersByTimeAsync(DISCLAIMER_PAUSE_MS + 2500);
      expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not on /login', async () => {
    sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
    renderSite(
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<h1>Employee login</h1>} />
        </Route>
      </Routes>,
      '/login',
    );
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(SEEN_DISCLAIMER_KEY)).toBeNull();
  });
});
