import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import type { ClientLogo } from '../../content/clients';
import { cn } from '../../lib/cn';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import './site.css';

/**
 * Client logos scrolling endlessly (public-site.md §2 "Clients", §9: a 60 second loop). The track
 * holds the logos twice and moves by half its width, so the loop has no seam; the copy is hidden
 * from screen readers. Pointing at or focusing the strip pauses it, and so does the button (WCAG
 * 2.2.2). With reduced motion the strips stand still (site.css).
 */
export function LogoMarquee({ rows, label }: { rows: readonly (readonly ClientLogo[])[]; label: string }) {
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  return (
    <div className="space-y-6">
      {rows.map((logos, row) => (
        <div key={row} className="logo-marquee overflow-hidden" data-paused={paused}>
          <div className="logo-marquee-track flex w-max" data-direction={row % 2 === 1 ? 'reverse' : undefined}>
            {[0, 1].map((copy) => (
              <ul
                key={copy}
                aria-label={copy === 0 ? `${label}, row ${row + 1}` : undefined}
                aria-hidden={copy === 1 ? true : undefined}
                className="flex shrink-0 items-center gap-10 pr-10"
              >
                {logos.map((logo) => (
                  <li
                    key={logo.name}
                    className="flex h-24 w-48 items-center justify-center rounded-xl border border-slate-200 bg-white px-4 shadow-sm"
                  >
                    <img src={logo.src} width={logo.width} height={logo.height} alt={copy === 0 ? logo.name : ''} className="h-16 w-40" />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      ))}
      {reduced ? null : (
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className={cn('inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50')}
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            {paused ? 'Play logo animation' : 'Pause logo animation'}
          </button>
        </div>
      )}
    </div>
  );
}
