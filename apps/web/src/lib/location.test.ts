import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnOtherPath } from './location';

describe('reloadOnOtherPath', () => {
  const reload = vi.fn();
  let stop: (() => void) | undefined;

  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
    reload.mockReset();
    window.history.replaceState(null, '', '/');
  });

  /** jsdom cannot reload: the page's location with a reload to watch. */
  function onPage(pathname: string) {
    window.history.replaceState(null, '', pathname);
    vi.stubGlobal('location', {
      get pathname() {
        return window.document.location.pathname;
      },
      reload,
    });
    stop = reloadOnOtherPath(pathname);
  }

  it('loads the page of another path that back or forward shows', () => {
    onPage('/login');
    window.history.replaceState(null, '', '/admindashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the page for another query or hash of its own path', () => {
    onPage('/careers');
    window.history.replaceState(null, '', '/careers?search=nurse#results');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).not.toHaveBeenCalled();
  });
});
