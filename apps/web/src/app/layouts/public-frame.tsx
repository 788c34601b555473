import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { DeferredScamDisclaimer } from './deferred-scam-disclaimer';
import { WhatsAppLink } from './whatsapp-link';

/**
 * What surrounds a public page: skip link, header, `main`, footer and (unless left out: /login) the
 * WhatsApp link and the once-per-session scam disclaimer. Shared by the routed app (PublicLayout)
 * and the home page's island (home-island.tsx), so both render the same HTML. It needs no router:
 * its links come from components/link.tsx.
 */
export function PublicFrame({ children, whatsApp = true, disclaimer = true }: { children: ReactNode; whatsApp?: boolean; disclaimer?: boolean }) {
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
        {children}
      </main>
      <SiteFooter />
      {whatsApp ? <WhatsAppLink /> : null}
      {disclaimer ? <DeferredScamDisclaimer /> : null}
    </div>
  );
}
