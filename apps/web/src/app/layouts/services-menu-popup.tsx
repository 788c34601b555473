import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from '../../components/link';
import { SERVICE_LINKS } from '../../content/services';
import { SERVICES_MENU_LABEL, servicesTriggerClasses } from './services-trigger';

/** The SERVICES dropdown on Radix: arrow keys, Escape, focus return and outside click come with it. */
export default function ServicesMenuPopup({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger aria-label={SERVICES_MENU_LABEL} className={servicesTriggerClasses}>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform data-[open=true]:rotate-180" data-open={open} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-40 min-w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          {SERVICE_LINKS.map((service) => (
            <DropdownMenu.Item key={service.menuHref} asChild>
              <Link
                to={service.menuHref}
                className="block rounded-md px-3 py-2 text-sm font-medium text-ink-900 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                {service.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
