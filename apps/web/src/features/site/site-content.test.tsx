import { describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '@talentra/contract';
import { SITE_PAGES, UNLISTED_PAGES } from '@talentra/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { PUBLIC_PAGES } from '../../app/public-pages';
import { CLIENT_LOGOS, SECTORS } from '../../content/clients';
import { HERO_SLIDES } from '../../content/home';
import { renderRoutes } from '../../test/render-routes';
import { fakeApi, ok } from '../../test/fake-api';
import { forgetFetched } from '../../hooks/use-fetched';
import AboutPage from './about-page';
import ProfilePage from './profile-page';

/** Every file under public/images, as '/images/...' (read through Vite: the web app has no Node types). */
const PUBLIC_IMAGES = new Set(Object.keys(import.meta.glob('../../../public/images/**/*')).map((key) => key.replace('../../../public', '')));

/** Paths of the public pages (app/public-pages.ts), without parameters. */
function publicPaths(): string[] {
  return PUBLIC_PAGES.map((page) => page.path).filter((p) => !p.includes(':'));
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
    const images = [...CLIENT_LOGOS.map((l) => l.src), ...HERO_SLIDES.map((s) => s.image.src), '/images/about-team.svg'];
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
});

const TEAM: TeamMember[] = [
  {
    id: 7,
    name: 'Arjun Mehta',
    title: 'CEO and Managing Director',
    bio: 'Arjun founded the company.\n\nHe still meets clients.',
    photo_url: '/backend/api/v1/team/photos/31',
  },
  {
    id: 3,
    name: 'Priya Raghavan',
    title: 'Managing Director, Operations',
    bio: 'Priya leads operations.',
    photo_url: '/backend/api/v1/team/photos/12',
  },
];
const serveTeam = (team: TeamMember[]) => {
  forgetFetched();
  return fakeApi((path) => (path === '/team' ? ok(team) : new Response('{}', { status: 404 })));
};

describe('ProfilePage (the team is Admin’s, issue 41)', () => {
  it.each(TEAM.map((m, i) => [i + 1, m] as const))('/profile%i shows the member in that place: name heading, photo and bio', async (n, member) => {
    serveTeam(TEAM);
    renderRoutes([{ path: `/profile${n}`, element: <ProfilePage /> }], `/PROFILE${n}`);
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: member.name });
    expect(photo).toHaveAttribute('src', member.photo_url);
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['320', '320']);
    expect(screen.getByText(member.title)).toBeInTheDocument();
    // the title is set by an effect after the page renders
    await waitFor(() => expect(document.title).toBe(`${member.name} | Talentra Staffing Solutions`));
  });

  it('splits the bio into paragraphs at empty lines', async () => {
    serveTeam(TEAM);
    renderRoutes([{ path: '/profile1', element: <ProfilePage /> }], '/profile1');
    expect(await screen.findByText('Arjun founded the company.')).toBeInTheDocument();
    expect(screen.getByText('He still meets clients.').tagName).toBe('P');
  });

  it('is not found past the last member', async () => {
    serveTeam(TEAM);
    renderRoutes([{ path: '/profile3', element: <ProfilePage /> }], '/profile3');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
  });
});

describe('AboutPage: Meet Our Team (issue 41)', () => {
  it('shows every member in order with their photo (alt = the name, width and height, loaded lazily) and a link to their profile', async () => {
    serveTeam(TEAM);
    renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');
    const section = (await screen.findByRole('heading', { name: 'Meet Our Team' })).closest('section')!;
    const photos = [...section.querySelectorAll('img')];
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual(['Arjun Mehta', 'Priya Raghavan']);
    expect(photos.map((img) => img.getAttribute('src'))).toEqual(TEAM.map((m) => m.photo_url));
    for (const img of photos)
      expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['320', '320', 'lazy']);
    expect(screen.getByRole('link', { name: 'Priya Raghavan' })).toHaveAttribute('href', '/profile2');
  });

  it('shows no team section while the team is empty (production before Admin adds anyone)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveTeam([]);
    renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');
    await waitFor(() => expect(api).toHaveBeenCalled());
    await screen.findByRole('heading', { name: 'Our Hiring Process' });
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByRole('heading', { name: 'Meet Our Team' })).not.toBeInTheDocument();
  });
});
