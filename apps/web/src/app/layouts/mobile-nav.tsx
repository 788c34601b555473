import { lazy, startTransition, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';

// Loaded on first use, like the SERVICES menu: Radix Dialog stays out of the first-load bundle.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** The hamburger button (below 1024px) and its side drawer. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openDrawer = () =>
    startTransition(() => {
      setRequested(true);
      setOpen(true);
    });

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex items-center justify-center rounded-md p-2 text-ink-900 hover:bg-brand-50 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={openDrawer}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
