import type { ComponentProps } from 'react';
import { Field, useFieldIds, type FieldProps } from './field';
import { cn } from '../lib/cn';

type FileFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & FieldProps;

/** A labelled file picker with its hint and error line (works with react-hook-form's register()). */
export function FileField({ id, label, error, hint, required, className, ...inputProps }: FileFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <Field {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        id={ids.controlId}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(
          'block w-full rounded-md border bg-white text-sm text-ink-700 file:mr-4 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100',
          error ? 'border-danger-600' : 'border-slate-400',
        )}
        {...inputProps}
      />
    </Field>
  );
}
