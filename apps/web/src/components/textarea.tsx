import type { ComponentProps } from 'react';
import { Field, controlClasses, useFieldIds, type FieldProps } from './field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldProps & { textareaClassName?: string };

export function Textarea({ id, label, error, hint, required, className, textareaClassName, rows = 4, ...textareaProps }: TextareaProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <Field {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        className={controlClasses(Boolean(error), textareaClassName)}
        {...textareaProps}
      />
    </Field>
  );
}
