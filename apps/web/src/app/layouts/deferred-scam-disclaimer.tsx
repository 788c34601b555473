import { Suspense, lazy, useEffect, useState } from 'react';
import { disclaimerSeen } from '../../features/site/scam-disclaimer-seen';

const ScamDisclaimer = lazy(() => import('../../features/site/scam-disclaimer'));

const FIRST_INPUT = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
/** Without any input, the disclaimer still opens this long after the page has loaded. */
export const DISCLAIMER_PAUSE_MS = 5000;

/**
 * Run `work` once the page has loaded, on the visitor's first input (a tap, a key, a scroll) or
 * after DISCLAIMER_PAUSE_MS without one, then when the browser has a moment (at most 2 s later).
 * Not at load: a dialog opening over a page whose content is already there became that page's
 * Largest Contentful Paint (the job page, rendered on the server: Lighthouse 97 → 95, issue 17);
 * after the first input the browser has settled the LCP.
 */
function afterLoadAndFirstInput(work: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (cancelled) return;
    cancelled = true;
    stop();
    const run = () => work();
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  const stop = () => {
    clearTimeout(timer);
    for (const type of FIRST_INPUT) window.removeEventListener(type, go, true);
  };
  const loaded = () => {
    if (cancelled) return;
    for (const type of FIRST_INPUT) window.addEventListener(type, go, { capture: true, passive: true, once: true });
    timer = setTimeout(go, DISCLAIMER_PAUSE_MS);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    stop();
    window.removeEventListener('load', loaded);
  };
}

/**
 * The scam disclaimer on the first public page of a browser session (issue 14: it used to show on
 * /Scams only, where few visitors go). It waits for the page to load and the first input (or a
 * pause), and loads its dialog only then, so the page itself is as fast as before, and a session
 * that has seen it loads nothing.
 */
export function DeferredScamDisclaimer() {
  const [show, setShow] = useState(false);
  useEffect(() => (disclaimerSeen() ? undefined : afterLoadAndFirstInput(() => setShow(true))), []);
  return show ? (
    <Suspense fallback={null}>
      <ScamDisclaimer />
    </Suspense>
  ) : null;
}
