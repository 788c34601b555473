import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeferredScamDisclaimer, DISCLAIMER_PAUSE_MS } from '../../app/layouts/deferred-scam-disclaimer';
import { ScamDisclaimer, SEEN_DISCLAIMER_KEY } from './scam-disclaimer';
import { renderSite } from '../../test/site-test-utils';

describe('ScamDisclaimer', () => {
  it("opens on the first visit of the session, records 'seenDisclaimer'; 'I Understand' only closes it, a link offers the scam page", async () => {
    renderSite(
      <Routes>
        <Route
          path="/careers"
          element={
            <>
              <h1>Careers page</h1>
              <ScamDisclaimer />
            </>
          }
        />
        <Route path="/Scams" element={<h1>Scam page</h1>} />
      </Routes>,
      '/careers',
    );
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer' });
    expect(dialog).toHaveTextContent('never charges candidates any fee');
    expect(sessionStorage.getItem(SEEN_DISCLAIMER_KEY)).toBe('true');
    expect(within(dialog).getByRole('link', { name: /job scams/i })).toHaveAttribute('href', '/Scams');
    expect(within(dialog).queryByRole('link', { name: 'I Understand' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'I Understand' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Careers page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scam page' })).not.toBeInTheDocument();
  });

  it('its scam page link leads to /Scams and closes it', async () => {
    renderSite(
      <Routes>
        <Route path="/careers" element={<ScamDisclaimer />} />
        <Route path="/Scams" element={<h1>Scam page</h1>} />
      </Routes>,
      '/careers',
    );
    await userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('link', { name: /job scams/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scam page' })).toBeInTheDocument();
  });

  it('stays closed when the session has seen it', () => {
    sessionStorage.setItem(SEEN_DISCLAIMER_KEY, 'true');
    renderSite(<ScamDisclaimer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the disclaimer on public pages', () => {
  it('opens by itself on the first public page of a session, at the first input once the page has loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
    renderSite(<DeferredScamDisclaimer />, '/careers');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('opens without any input after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
      renderSite(<DeferredScamDisclaimer />, '/careers');
      await vi.advanceTimersByTimeAsync(DISCLAIMER_PAUSE_MS + 2500);
      expect(await screen.findByRole('dialog', { name: 'Disclaimer' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
