import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | undefined };

export function Checkbox({ id, label, error, className, ...inputProps }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input
          id={controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={cn('size-4 rounded border-slate-400 accent-brand-700')}
          {...inputProps}
        />
        <label htmlFor={controlId} className="text-sm text-ink-900">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
