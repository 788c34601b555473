/**
 * The public site's pages that search engines should know (issue 17): the server writes them into
 * sitemap.xml with every visible job; the web app's route table must have each (a web test checks).
 * Paths in their canonical letter case (the server redirects any other case with 301).
 */
export interface SitePage {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';

const profiles = [1, 2, 3, 4, 5, 6, 7, 8].map((n): SitePage => ({ path: `/profile${n}`, changefreq: 'monthly', priority: 0.3 }));

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', changefreq: 'monthly', priority: 1.0 },
  { path: '/about', changefreq: 'monthly', priority: 0.7 },
  { path: '/services', changefreq: 'monthly', priority: 0.8 },
  { path: '/staffing', changefreq: 'monthly', priority: 0.8 },
  { path: '/payroll', changefreq: 'monthly', priority: 0.8 },
  { path: '/itmanagement', changefreq: 'monthly', priority: 0.8 },
  { path: '/network', changefreq: 'monthly', priority: 0.8 },
  { path: '/clients', changefreq: 'monthly', priority: 0.6 },
  { path: '/testimonials', changefreq: 'monthly', priority: 0.6 },
  { path: '/careers', changefreq: 'daily', priority: 0.9 },
  { path: '/contact', changefreq: 'monthly', priority: 0.8 },
  { path: '/getintouch', changefreq: 'monthly', priority: 0.6 },
  { path: '/Scams', changefreq: 'monthly', priority: 0.6 },
  ...profiles,
  { path: PRIVACY_PATH, changefreq: 'yearly', priority: 0.2 },
  { path: TERMS_PATH, changefreq: 'yearly', priority: 0.2 },
];

/** Pages without a parameter that stay out of the sitemap: the staff sign-in pages, and the application form (issue 41). */
export const UNLISTED_PAGES: readonly string[] = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/referral-removal',
  '/candidateform',
  '/my-applications',
];

/**
 * The heads of the job seeker's form pages, which the browser renders (issue 41): the web pages set
 * them, and the server sends them in the shell it answers these paths with. The application form is
 * kept out of search results (it has nothing to find; the job pages are what to index).
 */
export const FORM_PAGE_HEADS = {
  apply: {
    path: '/candidateform',
    title: 'Apply for a Job',
    description: 'Send your application and resume for an open position at Talentra Staffing Solutions.',
    noindex: true,
  },
  refer: {
    path: '/refer/:jobId',
    title: 'Refer a Friend',
    description: 'Refer a friend for an opening at Talentra Staffing Solutions.',
    noindex: false,
  },
} as const;
