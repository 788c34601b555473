import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type RefObject } from 'react';
import { useRevealErrors } from '../hooks/use-reveal-errors';
import type { FormRules } from './schema-rules';

/**
 * The public forms' own small form hook (issue 41: react-hook-form was 13 KB of each form page's
 * first load; the staff forms keep it). The inputs are the browser's own (uncontrolled, `name`d,
 * `defaultValue`), read when the form is submitted; the rules (a zod schema, lib/schema-rules.ts) load
 * with the form's first focus or submit. As react-hook-form did: each field shows its first message,
 * after a failed submit a field's message follows its value as it changes, `setError` takes the
 * server's messages (components/ui/server-errors.ts). After a failed submit the first invalid field,
 * else the form's message (`messageRef`), is focused and brought into view (hooks/use-reveal-errors.ts).
 */

export type FormValues = Record<string, unknown>;
type Errors<F extends string> = Partial<Record<F, string>>;

interface NativeFormOptions<T> {
  /** The rules, loaded on first use (lib/lazy-module.ts). Without them the values go to `onSubmit` as read. */
  rules?: () => Promise<FormRules<T>>;
  onSubmit: (values: T) => Promise<void> | void;
  /** The form's own message, revealed when no field is marked. */
  messageRef?: RefObject<HTMLElement | null>;
}

/**
 * What the form's controls hold, by name, in react-hook-form's shapes (the schemas expect them): a
 * checkbox's tick, a file picker's FileList, any other control's text. FormData would give an empty
 * File for a picker left empty and leave out an unticked box.
 */
export function readForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  // every named control (input, select, textarea) has these; `checked` and `files` are read by type
  for (const { name, type, value, checked, files } of form.elements as HTMLCollectionOf<HTMLInputElement>) {
    if (name) values[name] = type === 'checkbox' ? checked : type === 'file' ? files : value;
  }
  return values;
}

export function useNativeForm<T = FormValues, F extends string = string>({ rules, onSubmit, messageRef }: NativeFormOptions<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const noMessage = useRef<HTMLElement>(null);
  const revealErrors = useRevealErrors(formRef, messageRef ?? noMessage);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const loadedRules = useRef<FormRules<T> | undefined>(undefined);

  const loadRules = useCallback(async () => (loadedRules.current ??= rules ? await rules() : undefined), [rules]);

  const check = (values: FormValues) => (loadedRules.current ? loadedRules.current.check(values) : { ok: true as const, values: values as T });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    setSubmitting(true);
    try {
      await loadRules();
      const result = check(readForm(form));
      if (!result.ok) {
        setErrors(result.errors as Errors<F>);
        revealErrors();
        return;
      }
      setErrors({});
      await onSubmit(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  // after the first submit, a changed field's message follows its value
  const handleChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!submitted.current || !name || !loadedRules.current) return;
    const result = loadedRules.current.check(readForm(event.currentTarget));
    const message = result.ok ? undefined : result.errors[name];
    setErrors((current) => (current[name as F] === message ? current : { ...current, [name]: message }));
  };

  const setError = useCallback((name: F, error: { message: string }) => setErrors((current) => ({ ...current, [name]: error.message })), []);

  /** The form's controls back to their defaults (a picked file too), and no messages. */
  const reset = useCallback(() => {
    const form = formRef.current;
    form?.reset();
    submitted.current = false;
    setErrors({});
  }, []);

  return {
    /** Spread onto the <form>. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
      onChange: handleChange,
      onFocus: (_event: FocusEvent<HTMLFormElement>) => void loadRules().catch(() => undefined),
    },
    errors,
    setError,
    isSubmitting,
    reset,
    revealErrors,
  };
}
