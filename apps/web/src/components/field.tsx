import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface FieldProps {
  label: ReactNode;
  /** Shown in red under the control; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
}

/** Ids that tie a control to its label, hint and error line. */
export function useFieldIds(id: string | undefined, { error, hint }: Pick<FieldProps, 'error' | 'hint'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export const controlClasses = (invalid: boolean, className?: string) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-ink-900 shadow-sm placeholder:text-ink-500',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid ? 'border-danger-600' : 'border-slate-400',
    className,
  );

/** Label, control, hint and the error line under the control. */
export function Field({
  controlId,
  hintId,
  errorId,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FieldProps & { controlId: string; hintId?: string | undefined; errorId?: string | undefined; children: ReactNode }) {
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
