import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RouterLinks } from '../app/router-links';
import { createAnchorLinks, isActivePath, Link, LinkProvider, NavLink } from './link';

const navClasses = ({ isActive }: { isActive: boolean }) => (isActive ? 'current' : 'other');

/** The two links most tests look at: Home (exact) and Careers (that page or below). */
function HomeAndCareers() {
  return (
    <>
      <NavLink to="/" end className={navClasses}>
        Home
      </NavLink>
      <NavLink to="/careers" className={navClasses}>
        Careers
      </NavLink>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Link and NavLink without a router (the default: plain anchors)', () => {
  it('Link is an <a href> with the given attributes; router-only props are not written', () => {
    render(
      <Link to="/careers" className="c" aria-label="Open careers" replace state={{ from: 'test' }}>
        Careers
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Open careers' });
    expect(link).toHaveAttribute('href', '/careers');
    expect(link.className).toBe('c');
    expect(link.hasAttribute('replace')).toBe(false);
    expect(link.hasAttribute('state')).toBe(false);
  });

  it('NavLink marks the link of the current page with aria-current="page" and its active classes', () => {
    window.history.replaceState(null, '', '/Careers');
    render(
      <nav>
        <HomeAndCareers />
        <NavLink to="/about" className="plain">
          About
        </NavLink>
        <NavLink to="/careers" className="plain">
          Careers again
        </NavLink>
      </nav>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const careers = screen.getByRole('link', { name: 'Careers' });
    expect(careers).toHaveAttribute('aria-current', 'page'); // letter case ignored, as react-router does
    expect(careers.className).toBe('current');
    expect(home.hasAttribute('aria-current')).toBe(false);
    expect(home.className).toBe('other');
    // a string className gets `active` added, as react-router's NavLink does
    expect(screen.getByRole('link', { name: 'About' }).className).toBe('plain');
    expect(screen.getByRole('link', { name: 'Careers again' }).className).toBe('plain active');
  });

  it('the pre-rendered HTML is active for the server pathname, and hydrates without a mismatch', async () => {
    const links = createAnchorLinks('/');
    const tree = (
      <LinkProvider links={links}>
        <NavLink to="/" end className={navClasses}>
          Home
        </NavLink>
        <NavLink to="/about" className={navClasses}>
          About
        </NavLink>
      </LinkProvider>
    );
    const html = renderToString(tree);
    expect(html).toContain('<a href="/" aria-current="page" class="current">Home</a>');
    expect(html).toContain('<a href="/about" class="other">About</a>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    container.remove();
  });

  it('isActivePath follows react-router: exact or below, `end` for exact only, query and hash ignored', () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/careers', '/', true)).toBe(false);
    expect(isActivePath('/staffing/1', '/staffing')).toBe(true);
    expect(isActivePath('/staffing/1', '/staffing', true)).toBe(false);
    expect(isActivePath('/staffingx', '/staffing')).toBe(false);
    expect(isActivePath('/contact', '/contact#feedback')).toBe(true);
    expect(isActivePath('/PAYROLL', '/payroll')).toBe(true);
  });
});

describe('with react-router provided (the routed app)', () => {
  function App() {
    return (
      <RouterLinks>
        <HomeAndCareers />
        <Routes>
          <Route index element={<h1>Home page</h1>} />
          <Route path="careers" element={<h1>Careers page</h1>} />
        </Routes>
      </RouterLinks>
    );
  }

  it("uses the router's location and navigates client-side", async () => {
    // the window's own path stays '/': only the router's location may count
    render(
      <MemoryRouter initialEntries={['/careers']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Careers page');
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading').textContent).toBe('Home page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Careers' }).className).toBe('other');
    expect(window.location.pathname).toBe('/');
  });

  it("passes react-router's own props (state) through Link", async () => {
    function ShowState() {
      return <p>state: {JSON.stringify(useLocation().state)}</p>;
    }
    render(
      <MemoryRouter>
        <RouterLinks>
          <Link to="/next" state={{ from: 'home' }}>
            Next
          </Link>
          <Routes>
            <Route index element={null} />
            <Route path="next" element={<ShowState />} />
          </Routes>
        </RouterLinks>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next' }));
    expect(screen.getByText(/^state:/).textContent).toBe('state: {"from":"home"}');
  });
});
