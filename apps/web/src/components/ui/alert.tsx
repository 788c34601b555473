import type { ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

type AlertTone = 'error' | 'success' | 'warning' | 'info';

/** The colours of each tone (all pass WCAG AA on their background). */
const TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-danger-600',
  success: 'border-green-200 bg-green-50 text-success-700',
  warning: 'border-amber-300 bg-amber-50 text-ink-900',
  info: 'border-slate-300 bg-white text-ink-900',
};

/** An icon's colour where the text's would be too faint beside it. */
const ICON_TONES: Partial<Record<AlertTone, string>> = { warning: 'text-amber-700' };

/** sm: a line in a form or a dialog; md: a message under a page's form; panel: a page that could not load. */
const SIZES = {
  sm: 'rounded-md px-3 py-2 text-sm',
  md: 'rounded-md px-4 py-3',
  panel: 'rounded-lg p-5',
} as const;

interface AlertProps {
  tone?: AlertTone;
  size?: keyof typeof SIZES;
  /**
   * The live region: a failure is an alert (announced at once), anything else a polite status.
   * Set it where the spec wants otherwise (e.g. a warning that must interrupt), or to false inside
   * a live region that is always in the page (so a message is announced as it appears).
   */
  role?: 'alert' | 'status' | false;
  /** A paragraph for a line of text, a div for anything with blocks inside, a section for a box with its own heading. */
  as?: 'p' | 'div' | 'section';
  /** An icon before the text (then the alert is a row: icon, then the children). */
  icon?: LucideIcon;
  /** Bold text (sm and md are medium weight, a panel normal). */
  strong?: boolean;
  id?: string;
  /** A section's heading (a labelled section is a region landmark). */
  'aria-labelledby'?: string;
  className?: string;
  /** To move focus to the message (with tabIndex -1). */
  ref?: Ref<HTMLElement>;
  tabIndex?: number;
  children: ReactNode;
}

/** One message box for every page: the tone picks the colours and the role, the size the spacing. */
export function Alert({
  tone = 'error',
  size = 'sm',
  role,
  as: Tag = 'div',
  icon: Icon,
  strong,
  id,
  'aria-labelledby': labelledBy,
  className,
  ref,
  tabIndex,
  children,
}: AlertProps) {
  return (
    <Tag
      ref={ref as Ref<HTMLParagraphElement & HTMLDivElement & HTMLElement>}
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={tabIndex}
      role={role === false ? undefined : (role ?? (tone === 'error' ? 'alert' : 'status'))}
      className={cn(
        'border',
        SIZES[size],
        TONES[tone],
        strong ? 'font-semibold' : size !== 'panel' && 'font-medium',
        Icon && 'flex gap-3',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', ICON_TONES[tone])} /> : null}
      {children}
    </Tag>
  );
}
