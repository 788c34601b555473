import { Suspense, lazy, useEffect, useState } from 'react';
import { disclaimerSeen } from '../../features/site/scam-disclaimer-seen';

const ScamDisclaimer = lazy(() => import('../../features/site/scam-disclaimer'));

/** Run `work` once the page has loaded and the browser has a moment (at most 2 s later). */
function afterLoadAndIdle(work: () => void): () => void {
  let cancelled = false;
  const run = () => {
    const go = () => !cancelled && work();
    if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * The scam disclaimer on the first public page of a browser session (issue 14: it used to show on
 * /Scams only, where few visitors go). It waits for the page to load and loads its dialog only then,
 * so the page itself is as fast as before, and a session that has seen it loads nothing.
 */
export function DeferredScamDisclaimer() {
  const [show, setShow] = useState(false);
  useEffect(() => (disclaimerSeen() ? undefined : afterLoadAndIdle(() => setShow(true))), []);
  return show ? (
    <Suspense fallback={null}>
      <ScamDisclaimer />
    </Suspense>
  ) : null;
}
