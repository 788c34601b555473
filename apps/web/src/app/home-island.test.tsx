import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { HomeIsland } from './home-island';

describe('HomeIsland (the home page without react-router)', () => {
  it('renders the public frame and the home page with no router around it, its links plain anchors', () => {
    // any react-router hook in the header, footer or home page would throw here, outside a router
    render(<HomeIsland />);
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
});
