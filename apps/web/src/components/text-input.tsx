import type { ComponentProps, ReactNode } from 'react';
import { Field, controlClasses, useFieldIds, type FieldProps } from './field';

type TextInputProps = Omit<ComponentProps<'input'>, 'className'> &
  FieldProps & {
    inputClassName?: string;
    /** Something inside the right edge of the input, e.g. a show-password button. */
    trailing?: ReactNode;
  };

/** A labelled input with its error line; works with react-hook-form's register(). */
export function TextInput({ id, label, error, hint, required, className, inputClassName, trailing, ...inputProps }: TextInputProps) {
  const ids = useFieldIds(id, { error, hint });
  const input = (
    <input
      id={ids.controlId}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      aria-required={required || undefined}
      className={controlClasses(Boolean(error), trailing ? `pr-12 ${inputClassName ?? ''}` : inputClassName)}
      {...inputProps}
    />
  );
  return (
    <Field {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      {trailing ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
