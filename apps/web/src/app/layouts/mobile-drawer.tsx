import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { buttonClasses } from '../../components/button';
import { Link, NavLink } from '../../components/link';
import { company } from '../../content/company';
import { SERVICE_LINKS, SITE_LINKS } from '../../content/services';
import { cn } from '../../lib/cn';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The hamburger lives outside Radix, so focus is handed back to it by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const drawerLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-md px-3 py-2 font-semibold hover:bg-brand-50', isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-900');

/** The side drawer on Radix Dialog: focus trap, Escape and outside click come with it. */
export default function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-5 shadow-xl data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-extrabold text-brand-900">{company.productName}</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-ink-900 hover:bg-slate-100" aria-label="Close menu">
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>

          <nav aria-label="Mobile" className="mt-6 space-y-6">
            <ul className="space-y-1">
              {SITE_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} end={link.href === '/'} className={drawerLinkClasses} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div>
              <p className="px-3 text-xs font-semibold tracking-widest text-ink-500 uppercase">Services</p>
              <ul className="mt-2 space-y-1">
                {SERVICE_LINKS.map((service) => (
                  <li key={service.menuHref}>
                    <NavLink to={service.menuHref} className={drawerLinkClasses} onClick={close}>
                      {service.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          </nav>

          <Link to="/login" className={buttonClasses({ size: 'lg' }, 'mt-8 w-full')} onClick={close}>
            EMPLOYEE LOGIN
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
