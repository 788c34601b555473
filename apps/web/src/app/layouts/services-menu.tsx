import { lazy, startTransition, Suspense, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { SERVICES_MENU_LABEL, servicesTriggerClasses } from './services-trigger';

// The Radix menu is loaded when someone shows interest (hover, focus, click): it stays out of the
// first-load bundle of the public site (DESIGN.md: small public shell).
const loadPopup = () => import('./services-menu-popup');
const ServicesMenuPopup = lazy(loadPopup);

function Trigger(props: { onActivate?: () => void; onIntent?: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={SERVICES_MENU_LABEL}
      className={servicesTriggerClasses}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
      onClick={props.onActivate}
    >
      <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The SERVICES dropdown: a plain button until first used, then the Radix menu (opened at once). */
export function ServicesMenu() {
  const [activated, setActivated] = useState(false);
  const preload = () => void loadPopup();
  return (
    // The boundary is always mounted, so the transition keeps the plain button until the menu is ready.
    <Suspense fallback={<Trigger />}>
      {activated ? <ServicesMenuPopup initiallyOpen /> : <Trigger onIntent={preload} onActivate={() => startTransition(() => setActivated(true))} />}
    </Suspense>
  );
}
