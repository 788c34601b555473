import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

const SIZES = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom, outside the scrolling body. */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** Dashboard modals stop at 80% of the viewport (staff-portal.md §2); HR modals may use 90%. */
  maxHeight?: '80vh' | '90vh';
}

/** A field of a form one can type into or choose in (hidden, disabled and read-only ones passed over). */
const FORM_FIELD = [
  'form input:not([type="hidden"]):not(:disabled):not([readonly])',
  'form select:not(:disabled)',
  'form textarea:not(:disabled):not([readonly])',
].join(', ');

/**
 * A dialog on Radix: focus trap, Escape, outside click and ARIA come with it (DESIGN.md). A dialog
 * with a form opens with the focus on its first field (issue 41), not on ×; one without keeps
 * Radix's first focus. On close the focus goes back to what opened it.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, size = 'md', maxHeight = '80vh' }: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; our modals open from any button, so remember it
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/60" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl',
            SIZES[size],
            maxHeight === '80vh' ? 'max-h-[80vh]' : 'max-h-[90vh]',
          )}
          // without a description Radix wants aria-describedby explicitly unset
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={content}
          onOpenAutoFocus={(event) => {
            // still the element that opened the modal: Radix moves focus right after this
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const field = content.current?.querySelector<HTMLElement>(FORM_FIELD);
            field?.focus();
            // only if it took the focus (a field not shown cannot): otherwise Radix's first focus
            if (field && document.activeElement === field) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-ink-900">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-ink-500">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="rounded-md p-1 text-ink-700 hover:bg-slate-100" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {/* focusable so keyboard users can scroll a long body (axe: scrollable-region-focusable) */}
          <div className="overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600" tabIndex={0}>
            {children}
          </div>
          {footer ? <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-3">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
