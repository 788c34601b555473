import type { ComponentProps } from 'react';
import { Field, controlClasses, useFieldIds, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<ComponentProps<'select'>, 'className'> &
  FieldProps & {
    options: readonly SelectOption[];
    /** First, empty option such as 'Choose a job posting...'. */
    placeholder?: string;
    selectClassName?: string;
  };

export function Select({ id, label, error, hint, required, className, selectClassName, options, placeholder, ...selectProps }: SelectProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <Field {...ids} label={label} error={error} hint={hint} required={required} className={className}>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        className={controlClasses(Boolean(error), selectClassName)}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
