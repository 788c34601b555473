import type { ComponentType } from 'react';

/**
 * The public pages (public-site.md), each an island without react-router (decision 214):
 * main.tsx matches the path here and loads only that page's module with the public frame; a link to
 * another page is a full load, which the server answers with that page pre-rendered. Every other
 * path of the app is a staff page (app/routes.tsx, loaded on demand); any path neither knows gets
 * the not-found page. Matching is case-insensitive, as react-router's was: /Staffing/1, /PAYROLL.
 */

type PageModule = { default: ComponentType };

export interface PublicPage {
  /** As react-router spells it: `:name` matches one segment. */
  path: string;
  load: () => Promise<PageModule>;
  /** The staff sign-in pages: no WhatsApp link and no scam disclaimer (public-site.md §2), the session around them. */
  signIn?: true;
  /** A page for the agency's clients (the review page): no scam disclaimer, which speaks to job seekers. */
  forClients?: true;
}

const PROFILE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', load: () => import('../features/site/home-page') },
  { path: '/about', load: () => import('../features/site/about-page') },
  { path: '/services', load: () => import('../features/site/services-page') },
  { path: '/clients', load: () => import('../features/site/clients-page') },
  { path: '/testimonials', load: () => import('../features/site/testimonials-page') },
  { path: '/contact', load: () => import('../features/site/contact-page') },
  { path: '/getintouch', load: () => import('../features/site/get-in-touch-page') },
  { path: '/Scams', load: () => import('../features/site/scams-page') },
  ...PROFILE_NUMBERS.map((n) => ({ path: `/profile${n}`, load: () => import('../features/site/profile-page') })),
  { path: '/staffing', load: () => import('../features/site/staffing-page') },
  { path: '/staffing/:id', load: () => import('../features/site/staffing-page') },
  { path: '/payroll', load: () => import('../features/site/payroll-page') },
  { path: '/itmanagement', load: () => import('../features/site/it-management-page') },
  { path: '/network', load: () => import('../features/site/network-page') },
  // the careers list, the job page and the public forms ask the API without react-query (hooks/use-fetched.ts)
  { path: '/careers', load: () => import('../features/careers/careers-page') },
  { path: '/jobs/:id', load: () => import('../features/careers/job-detail-page') },
  { path: '/refer/:jobId', load: () => import('../features/careers/refer-page') },
  { path: '/candidateform', load: () => import('../features/careers/candidate-form-page') },
  { path: '/referral-removal', load: () => import('../features/careers/referral-removal-page') },
  { path: '/my-applications', load: () => import('../features/careers/my-applications-page') },
  // a client's review of the candidates the agency sent, by the link's token (issue 44)
  { path: '/review/:token', load: () => import('../features/client-review/review-page'), forClients: true },
  { path: '/privacy', load: () => import('../features/site/privacy-page') },
  { path: '/terms', load: () => import('../features/site/terms-page') },
  { path: '/login', load: () => import('../features/auth/login-page'), signIn: true },
  { path: '/forgot-password', load: () => import('../features/auth/forgot-password-page'), signIn: true },
  { path: '/reset-password', load: () => import('../features/auth/reset-password-page'), signIn: true },
];

/** What any other path shows (the server sends it with status 404). */
export const NOT_FOUND_PAGE: PublicPage = { path: '*', load: () => import('../features/site/not-found-page') };

/**
 * The staff portal's paths (app/routes.tsx): the dashboards, the recruiter's workspace, a job's
 * pipeline and the reports. main.tsx starts the routed app for them; a path below them that it has no page for gets
 * the not-found page from it.
 */
const STAFF_PATH = /^\/(?:(?:admindashboard|businessdashboard|hrteamdashboard|candidates|reports)(?:\/.*)?|jobs\/[^/]+\/pipeline\/?)$/i;

export const isStaffPath = (pathname: string): boolean => STAFF_PATH.test(pathname);

export interface PublicMatch {
  page: PublicPage;
  params: Record<string, string>;
}

/** The public page at `pathname` (any letter case, a trailing slash allowed), with its `:params`; null: not a public page. */
export function matchPublicPage(pathname: string): PublicMatch | null {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  for (const page of PUBLIC_PAGES) {
    const segments = page.path.split('/');
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment.toLowerCase() === part.toLowerCase();
      if (part === '') return false;
      params[segment.slice(1)] = safeDecode(part);
      return true;
    });
    if (matches) return { page, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
