/** Shared by the plain button and the Radix trigger, so the swap between them is invisible. */
export const servicesTriggerClasses =
  '-ml-2 inline-flex items-center rounded-md px-1.5 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50';

export const SERVICES_MENU_LABEL = 'Services menu';
