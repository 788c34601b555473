import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { SEEN_DISCLAIMER_KEY } from '../features/site/scam-disclaimer';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams, useSearchParams } from '../lib/location';
import { loadPublicPage, PublicApp } from './public-app';

describe('PublicApp (a public page as an island, without react-router)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the public frame and the home page with no router around it, its links plain anchors', async () => {
    // any react-router hook in the header, footer or home page would throw here, outside a router
    render(<PublicApp loaded={await loadPublicPage('/')} url="/" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Talentra Staffing Solutions');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('/careers');
    expect(within(nav).getByRole('link', { name: 'Careers' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'EMPLOYEE LOGIN' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('gives a page the params its path matched, and the not-found page to a path without a page', async () => {
    window.history.pushState(null, '', '/Staffing/2');
    const loaded = await loadPublicPage('/Staffing/2');
    function ShowParams() {
      return <h1>{`${useParams().id} at ${useLocation().pathname}`}</h1>;
    }
    render(<PublicApp loaded={{ ...loaded, Page: ShowParams }} url="/Staffing/2" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('2 at /Staffing/2');
    expect((await loadPublicPage('/no-such-page')).page.path).toBe('*');
  });

  it('keeps the page when it sets its search params, and follows the back button', async () => {
    window.history.pushState(null, '', '/careers?page=2');
    const loaded = await loadPublicPage('/careers');
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams(new URLSearchParams({ page: '3' }))}>
          {`page ${params.get('page')}`}
        </button>
      );
    }
    render(<PublicApp loaded={{ ...loaded, Page: Search }} url="/careers?page=2" />);
    await userEvent.click(screen.getByRole('button', { name: 'page 2' }));
    expect(window.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'page 3' })).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/careers?page=2');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: 'page 2' })).toBeTruthy();
  });

  it('leaves the WhatsApp link and the scam disclaimer out on /login, and puts the session around it', async () => {
    sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
    const loaded = await loadPublicPage('/login');
    expect(loaded.Session).toBeTypeOf('function');
    render(<PublicApp loaded={{ ...loaded, Page: () => <h1>Employee login</h1> }} url="/login" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(SEEN_DISCLAIMER_KEY)).toBeNull();
  });

  it('leaves the scam disclaimer out on the client review page, which is for the agency’s client', async () => {
    sessionStorage.removeItem(SEEN_DISCLAIMER_KEY);
    const loaded = await loadPublicPage('/review/abc');
    expect(loaded.page.forClients).toBe(true);
    render(<PublicApp loaded={{ ...loaded, Page: () => <h1>Candidates for your review</h1> }} url="/review/abc" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(SEEN_DISCLAIMER_KEY)).toBeNull();
  });
});
