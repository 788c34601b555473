import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createAnchorLinks, LinkProvider } from '../components/link';
import { PageLocationProvider } from '../lib/location';
import { PageErrorBoundary } from './error-boundary';
import { PublicFrame } from './layouts/public-frame';
import { NOT_FOUND_PAGE, matchPublicPage, type PublicPage } from './public-pages';

/** A public page ready to render: its module and, on the sign-in pages, the session around it. */
export interface LoadedPublicPage {
  page: PublicPage;
  params: Record<string, string>;
  Page: ComponentType;
  Session?: ComponentType<{ children: ReactNode }>;
}

/**
 * Loads the module of the public page at `pathname` (the not-found page when none is there), so the
 * first render has the whole page: the browser hydrates the pre-rendered HTML in one pass, and the
 * server's render (prerender.tsx) is complete without Suspense.
 */
export async function loadPublicPage(pathname: string): Promise<LoadedPublicPage> {
  const { page, params } = matchPublicPage(pathname) ?? { page: NOT_FOUND_PAGE, params: {} };
  const [{ default: Page }, session] = await Promise.all([page.load(), page.signIn ? import('../lib/session/auth-provider') : undefined]);
  return { page, params, Page, Session: session?.AuthProvider };
}

/**
 * A public page as an island (decision 214): the public frame, the page, plain links. `url`
 * is the address rendered (the server's render; in the browser, the one the HTML was made for).
 */
export function PublicApp({ loaded, url }: { loaded: LoadedPublicPage; url: string }) {
  const { page, params, Page, Session } = loaded;
  const pathname = url.split(/[?#]/, 1)[0]!;
  const content = (
    <PageErrorBoundary resetKey={pathname}>
      <Page />
    </PageErrorBoundary>
  );
  return (
    <StrictMode>
      <PageLocationProvider url={url} params={params}>
        <LinkProvider links={createAnchorLinks(pathname)}>
          <PublicFrame whatsApp={!page.signIn} disclaimer={!page.signIn && !page.forClients}>
            {Session ? <Session>{content}</Session> : content}
          </PublicFrame>
        </LinkProvider>
      </PageLocationProvider>
    </StrictMode>
  );
}
