import { describe, expect, it } from 'vitest';
import { SITE_PAGES, UNLISTED_PAGES } from '@talentra/contract';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { routes } from '../../app/routes';
import { CLIENT_LOGOS, SECTORS } from '../../content/clients';
import { HERO_SLIDES } from '../../content/home';
import { TEAM } from '../../content/team';
import { renderRoutes } from '../../test/render-routes';
import ProfilePage from './profile-page';

/** Every file under public/images, as '/images/...' (read through Vite: the web app has no Node types). */
const PUBLIC_IMAGES = new Set(Object.keys(import.meta.glob('../../../public/images/**/*')).map((key) => key.replace('../../../public', '')));

/** Paths of the public layout's routes, without parameters or the catch-all. */
function publicPaths(): string[] {
  const layout = routes[0]!.children![0]!;
  const pages = layout.children!.flatMap((r: RouteObject) => r.children ?? []);
  return pages.map((r) => (r.index ? '/' : `/${r.path}`)).filter((p) => !p.includes(':') && !p.includes('*'));
}

describe('the sitemap’s pages (contract SITE_PAGES; the server writes sitemap.xml, issue 17)', () => {
  it('are every public route without a parameter, in the route’s own letter case, but the unlisted ones (staff sign-in, a friend’s removal link)', () => {
    const routes = publicPaths();
    expect(routes.length).toBeGreaterThan(20);
    expect(new Set(SITE_PAGES.map((p) => p.path))).toEqual(new Set(routes.filter((p) => !UNLISTED_PAGES.includes(p))));
  });
});

describe('site content', () => {
  it('every image the content names is one of our own files in public/', () => {
    const images = [...TEAM.map((m) => m.image), ...CLIENT_LOGOS.map((l) => l.src), ...HERO_SLIDES.map((s) => s.image.src), '/images/about-team.svg'];
    for (const src of images) {
      expect(src.startsWith('/images/'), src).toBe(true);
      expect(PUBLIC_IMAGES.has(src), src).toBe(true);
    }
  });

  it('the ten sectors are the spec’s, in its order', () => {
    expect(SECTORS).toEqual([
      'IT & Software Development',
      'Digital Marketing',
      'Manufacturing',
      'Sales & Marketing',
      'Banking & Insurance',
      'Business Services',
      'Interior Designing',
      'Construction',
      'Entertainment & Amusement Park',
      'Customer Support',
    ]);
  });

  it('the team has profiles 1 to 8; the three leaders are the CEO and MD, an MD and the HR Director', () => {
    expect(TEAM.map((m) => m.profile)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const leaders = TEAM.filter((m) => m.leader);
    expect(leaders.map((m) => m.profile)).toEqual([1, 2, 3]);
    expect(leaders[0]!.title).toBe('CEO and Managing Director');
    expect(leaders[1]!.title).toMatch(/^Managing Director/);
    expect(leaders[2]!.title).toBe('HR Director');
  });
});

describe('ProfilePage', () => {
  it.each(TEAM.map((m) => [m.profile, m] as const))('/profile%i shows the name heading, photo and bio', async (n, member) => {
    renderRoutes([{ path: `/profile${n}`, element: <ProfilePage /> }], `/PROFILE${n}`);
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeTruthy();
    const photo = screen.getByRole('img', { name: `Portrait of ${member.name}` });
    expect(photo.getAttribute('src')).toBe(member.image);
    expect(photo.getAttribute('width')).toBe('320');
    expect(screen.getByText(member.title)).toBeTruthy();
    expect(screen.getByText(member.bio[0]!)).toBeTruthy();
    expect(document.title).toBe(`${member.name} | Talentra Staffing Solutions`);
  });
});
