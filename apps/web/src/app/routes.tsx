import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@talentra/contract';
import type { DashboardArea } from './layouts/dashboard-areas';
import { OutsideStaffPortal } from './outside-staff-portal';
import { RootLayout } from './layouts/root-layout';
import { RequireRole } from './require-role';
import { useAuth } from '../lib/session/auth-context';
import { RouteBoundary } from './route-boundary';

/**
 * Every route of staff-portal.md, for react-router's declarative <Routes> (staff-app.tsx:
 * BrowserRouter + useRoutes; the data router alone weighed 17 KB gzip more, see docs/decisions/).
 * The public pages are not here: each is an island (public-pages.ts, decision 214), and a
 * link from here to one loads it. Each page is its own module loaded on first visit (React.lazy).
 * Matching is case-insensitive (react-router's default, `caseSensitive: false`), so
 * /Hrteamdashboard/... reaches the same pages as its lower-case spelling. RouteBoundary shows
 * RouteError when a page fails to load or render.
 */

type PageModule = { default: ComponentType };
type Module<P> = { default: ComponentType<P> };

/** What routes.tsx keeps in a route's `handle`: how to load its module ahead of rendering. */
interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * React.lazy that can be loaded ahead of rendering (preloadRoute): once loaded, it renders at once,
 * without suspending. The first page is loaded before the first render, as the data router did, so
 * it never shows a spinner first and a pre-rendered page hydrates in one pass.
 */
function preloadableLazy<P>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const preload = () => (loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module)));
  // React reads a thenable that calls back at once as already resolved
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>) : preload()));
  return { Component, handle: { preload } satisfies RouteHandle };
}

/** A page whose component is the default export of a module loaded on first visit. */
type LazyRoute = { element: ReactElement; handle: RouteHandle };

function page(load: () => Promise<PageModule>): LazyRoute {
  const { Component: Page, handle } = preloadableLazy(load);
  return { element: <Page />, handle };
}

/** The staff frame (sidebar, title bar) with the query cache every staff page uses. */
const staffFrame = preloadableLazy(async () => {
  const [{ DashboardLayout }, { QueryProvider }] = await Promise.all([import('./layouts/dashboard-layout'), import('./query-provider')]);
  return {
    default: function StaffFrameWithQueries({ area }: { area: DashboardArea }) {
      return (
        <QueryProvider>
          <DashboardLayout area={area} />
        </QueryProvider>
      );
    },
  };
});
const StaffFrame = staffFrame.Component;

/** The staff frame of the signed-in user's own dashboard, for staff pages shared by several roles. */
const AREA_OF_ROLE: Record<Role, DashboardArea> = { Admin: 'admin', Bdm: 'business', Hrteam: 'hr' };
function OwnStaffFrame() {
  const { user } = useAuth();
  return <StaffFrame area={AREA_OF_ROLE[user?.user_role ?? 'Hrteam']} />;
}

/** A staff page outside the dashboards (e.g. /jobs/:id/pipeline): the role guard, then the user's own frame. */
function staffPage(path: string, roles: readonly Role[], route: LazyRoute): RouteObject {
  return {
    path,
    element: <RequireRole allow={roles} />,
    children: [
      { element: <OwnStaffFrame />, handle: staffFrame.handle, children: [{ element: <RouteBoundary />, children: [{ index: true, ...route }] }] },
    ],
  };
}

/** A dashboard: the role guard, then the staff frame, then its pages (errors shown inside the frame). */
function dashboard(path: string, role: Role, area: DashboardArea, children: RouteObject[]): RouteObject {
  return {
    path,
    element: <RequireRole allow={[role]} />,
    children: [{ element: <StaffFrame area={area} />, handle: staffFrame.handle, children: [{ element: <RouteBoundary />, children }] }],
  };
}

/**
 * The recruiter's workspace (/candidates, issue 15): for Admin and Hrteam, inside the staff frame of
 * the signed-in role (its sidebar), so both teams share one page and one URL.
 */
const workspace: RouteObject = {
  path: 'candidates',
  element: <RequireRole allow={['Admin', 'Hrteam']} />,
  children: [
    {
      element: <OwnStaffFrame />,
      handle: staffFrame.handle,
      children: [
        {
          element: <RouteBoundary />,
          children: [
            { index: true, ...page(() => import('../features/candidates/candidate-search-page')) },
            { path: ':id', ...page(() => import('../features/candidates/candidate-profile-page')) },
          ],
        },
      ],
    },
  ],
};

const adminPages: RouteObject[] = [
  { index: true, ...page(() => import('./dashboards/admin/admin-overview-page')) },
  { path: 'candidateform-page', ...page(() => import('./dashboards/admin/admin-candidate-form-page')) },
  { path: 'task-assign', ...page(() => import('../features/tasks/task-assign-page')) },
  { path: 'feedbacks', ...page(() => import('../features/inbox/feedbacks-page')) },
  { path: 'scams', ...page(() => import('../features/inbox/reported-scams-page')) },
  { path: 'jobs', ...page(() => import('./dashboards/admin/all-jobs-page')) },
  // the clients, with their contacts and owner (issues 44 and 47): the Bdm's own pages, shared
  { path: 'clients', ...page(() => import('../features/clients/client-list-page')) },
  { path: 'clientformedit/:id', ...page(() => import('../features/clients/client-edit-page')) },
  { path: 'users', ...page(() => import('../features/users/users-page')) },
  { path: 'interviews', ...page(() => import('../features/pipeline/week-interviews-page')) },
  { path: 'outbox', ...page(() => import('../features/inbox/outbox-page')) },
  { path: 'mail-templates', ...page(() => import('../features/mail-templates/mail-templates-page')) },
  { path: 'mail-settings', ...page(() => import('../features/account/mail-settings-page')) },
  { path: 'personal-data', ...page(() => import('../features/personal-data/personal-data-page')) },
  { path: 'team', ...page(() => import('../features/team/team-page')) },
];

const businessPages: RouteObject[] = [
  { index: true, ...page(() => import('./dashboards/business/business-overview-page')) },
  { path: 'clientform-page', ...page(() => import('../features/clients/client-form-page')) },
  { path: 'recruitment-page', ...page(() => import('../features/jobs/recruitment-form-page')) },
  { path: 'clients', ...page(() => import('../features/clients/client-list-page')) },
  { path: 'jobs', ...page(() => import('./dashboards/business/job-list-page')) },
  { path: 'formedit/:id', ...page(() => import('../features/jobs/job-edit-page')) },
  { path: 'clientformedit/:id', ...page(() => import('../features/clients/client-edit-page')) },
  { path: 'mail-settings', ...page(() => import('../features/account/mail-settings-page')) },
];

const hrPages: RouteObject[] = [
  { index: true, ...page(() => import('./dashboards/hr/hr-overview-page')) },
  { path: 'candidateform-page', ...page(() => import('./dashboards/hr/hr-candidate-form-page')) },
  { path: 'candidatestatus', ...page(() => import('../features/pipeline/candidate-status-page')) },
  { path: 'candidatestatus/:jobTitle', ...page(() => import('../features/pipeline/candidate-status-page')) },
  { path: 'positions', ...page(() => import('../features/pipeline/positions-page')) },
  { path: 'referred-friends', ...page(() => import('../features/referrals/referred-friends-page')) },
  { path: 'interviews', ...page(() => import('../features/pipeline/week-interviews-page')) },
  { path: 'mail-settings', ...page(() => import('../features/account/mail-settings-page')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      dashboard('admindashboard', 'Admin', 'admin', adminPages),
      dashboard('businessdashboard', 'Bdm', 'business', businessPages),
      dashboard('hrteamdashboard', 'Hrteam', 'hr', hrPages),
      // the recruiter's workspace (issue 15): a staff page under the public /jobs/:id, behind the guard
      staffPage(
        'jobs/:id/pipeline',
        ['Admin', 'Bdm', 'Hrteam'],
        page(() => import('../features/pipeline/pipeline-board-page')),
      ),
      // the Reports area (issue 47): each report's page, with its charts, in a chunk of its own
      staffPage(
        'reports/:kind',
        ['Admin', 'Bdm', 'Hrteam'],
        page(() => import('../features/reports/reports-page')),
      ),
      workspace,
      // a public page (an island of its own, public-pages.ts) or a path without a page
      { path: '*', element: <OutsideStaffPortal /> },
    ],
  },
];

/** The routes above, rendered for the current location (BrowserRouter in staff-app.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the modules of the pages a path shows (staff-app.tsx before the first render). */
export async function preloadRoute(pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  await Promise.all(handles.map((handle) => handle?.preload()));
}

/**
 * Every staff path, as a pattern (`:param` matches one segment), for the server with the public
 * pages' (prerender.tsx `routePatterns`): any other path answers HTTP 404 with the not-found page.
 */
export function staffRoutePatterns(): string[] {
  const out = new Set<string>();
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      if (route.path === '*') continue;
      const here = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      if (route.index || (route.path && !route.children)) out.add(here || '/');
      if (route.children) walk(route.children, here);
    }
  };
  walk(routes, '');
  return [...out];
}
