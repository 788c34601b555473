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
      {/* above the page until focused, then on top of the header: the first Tab shows it */}
      <a
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-24 rounded-md border-2 border-white bg-brand-800 px-4 py-3 font-semibold text-white underline shadow-lg focus:translate-y-0"
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
