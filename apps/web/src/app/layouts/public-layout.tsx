import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppLink } from './whatsapp-link';

/** Header, page, footer and the WhatsApp link; the link is left out on /login (public-site.md §2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  const onLoginPage = pathname.replace(/\/+$/, '').toLowerCase() === '/login';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* at least a screen tall: the footer starts below the fold, so a page that grows once its
          data or module arrives moves nothing in view (no layout shift, issue 9) */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 bg-slate-50 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {onLoginPage ? null : <WhatsAppLink />}
    </div>
  );
}
