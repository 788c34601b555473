import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Role } from '@talentra/contract';
import { PageSpinner } from '../components/spinner';
import type { DashboardArea } from './layouts/dashboard-areas';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';

/**
 * Every route of public-site.md and staff-portal.md. Each page is its own lazily loaded module, so
 * no staff code is in the public bundle. Matching is case-insensitive (react-router's default,
 * `caseSensitive: false`), so /Staffing/1, /PAYROLL and /Hrteamdashboard/... reach the same pages
 * as their lower-case spellings.
 */

type PageModule = { default: ComponentType };
/** A route whose page component is the default export of a module loaded on first visit. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const dashboardLayout = (area: DashboardArea) => async () => {
  const { DashboardLayout } = await import('./layouts/dashboard-layout');
  return { element: <DashboardLayout area={area} /> };
};

/** A dashboard: the role guard, then the staff frame, then its pages (errors shown inside the frame). */
function dashboard(path: string, role: Role, area: DashboardArea, children: RouteObject[]): RouteObject {
  return {
    path,
    element: <RequireRole allow={[role]} />,
    children: [{ lazy: dashboardLayout(area), children: [{ errorElement: <RouteError />, children }] }],
  };
}

const PROFILE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

const publicPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/site/home-page')) },
  { path: 'about', lazy: page(() => import('../features/site/about-page')) },
  { path: 'services', lazy: page(() => import('../features/site/services-page')) },
  { path: 'clients', lazy: page(() => import('../features/site/clients-page')) },
  { path: 'testimonials', lazy: page(() => import('../features/site/testimonials-page')) },
  { path: 'contact', lazy: page(() => import('../features/site/contact-page')) },
  { path: 'getintouch', lazy: page(() => import('../features/site/get-in-touch-page')) },
  { path: 'Scams', lazy: page(() => import('../features/site/scams-page')) },
  ...PROFILE_NUMBERS.map((n) => ({ path: `profile${n}`, lazy: page(() => import('../features/site/profile-page')) })),
  { path: 'staffing', lazy: page(() => import('../features/site/staffing-page')) },
  { path: 'staffing/:id', lazy: page(() => import('../features/site/staffing-page')) },
  { path: 'payroll', lazy: page(() => import('../features/site/payroll-page')) },
  { path: 'itmanagement', lazy: page(() => import('../features/site/it-management-page')) },
  { path: 'network', lazy: page(() => import('../features/site/network-page')) },
  { path: 'careers', lazy: page(() => import('../features/careers/careers-page')) },
  { path: 'jobs/:id', lazy: page(() => import('../features/careers/job-detail-page')) },
  { path: 'refer/:jobId', lazy: page(() => import('../features/careers/refer-page')) },
  { path: 'candidateform', lazy: page(() => import('../features/careers/candidate-form-page')) },
  { path: 'login', lazy: page(() => import('../features/auth/login-page')) },
  { path: '*', lazy: page(() => import('../features/site/not-found-page')) },
];

const adminPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/admin/admin-overview-page')) },
  { path: 'candidateform-page', lazy: page(() => import('../features/admin/admin-candidate-form-page')) },
  { path: 'task-assign', lazy: page(() => import('../features/admin/task-assign-page')) },
  { path: 'feedbacks', lazy: page(() => import('../features/admin/feedbacks-page')) },
  { path: 'scams', lazy: page(() => import('../features/admin/reported-scams-page')) },
  { path: 'jobs', lazy: page(() => import('../features/admin/all-jobs-page')) },
  { path: 'users', lazy: page(() => import('../features/admin/users-page')) },
];

const businessPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/business/business-overview-page')) },
  { path: 'clientform-page', lazy: page(() => import('../features/business/client-form-page')) },
  { path: 'recruitment-page', lazy: page(() => import('../features/business/recruitment-form-page')) },
  { path: 'clients', lazy: page(() => import('../features/business/client-list-page')) },
  { path: 'jobs', lazy: page(() => import('../features/business/job-list-page')) },
  { path: 'formedit/:id', lazy: page(() => import('../features/business/job-edit-page')) },
  { path: 'clientformedit/:id', lazy: page(() => import('../features/business/client-edit-page')) },
];

const hrPages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/hr/hr-overview-page')) },
  { path: 'candidateform-page', lazy: page(() => import('../features/hr/hr-candidate-form-page')) },
  { path: 'candidatestatus', lazy: page(() => import('../features/hr/candidate-status-page')) },
  { path: 'candidatestatus/:jobTitle', lazy: page(() => import('../features/hr/candidate-status-page')) },
  { path: 'positions', lazy: page(() => import('../features/hr/positions-page')) },
  { path: 'referred-friends', lazy: page(() => import('../features/hr/referred-friends-page')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      { element: <PublicLayout />, children: [{ errorElement: <RouteError />, children: publicPages }] },
      dashboard('admindashboard', 'Admin', 'admin', adminPages),
      dashboard('businessdashboard', 'Bdm', 'business', businessPages),
      dashboard('hrteamdashboard', 'Hrteam', 'hr', hrPages),
    ],
  },
];
