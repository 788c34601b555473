import type { z } from 'zod';
import { Invalid } from './errors.js';

/** zod issues -> `{ field: [message] }` (api.md 422 shape). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') continue;
    if (issue.code === 'invalid_type' && issue.input === undefined)
      message = message.startsWith('Invalid input') ? 'This field is required' : message;
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** Parse input with a contract schema or throw a 422 listing each field's problems. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = issuesToErrors(result.error.issues);
  const first = Object.values(errors)[0]?.[0];
  throw new Invalid(errors, first ? `Validation failed: ${first}` : 'Validation failed');
}
