import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG } from '@talentra/contract';
import { Invalid } from './errors.js';

/**
 * An empty `{ field: [message] }` map without a prototype: a field a client names `toString`,
 * `constructor` or `hasOwnProperty` is just a key, never a member of Object.prototype (issue 14:
 * `errors.toString ??= []` found the function and the request ended in a 500).
 */
export const fieldErrors = (): Record<string, string[]> => Object.create(null) as Record<string, string[]>;

/** zod issues -> `{ field: [message] }` (api.md 422 shape). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors = fieldErrors();
  for (const issue of issues) {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') continue;
    if (issue.code === 'invalid_type' && issue.input === undefined)
      message = message.startsWith('Invalid input') ? 'This field is required' : message;
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const own = (errors[key] ??= []);
    if (!own.includes(message)) own.push(message); // two checks failing alike say it once
  }
  return errors;
}

/**
 * A query parameter given more than once (`?name=a&name=b`) is refused by its name: no route reads a
 * list from the query string, and the schema would say of the list what it says of a wrong value.
 */
export function refuseRepeatedQueryKeys(request: FastifyRequest, _reply: unknown, done: (err?: Error) => void): void {
  const query = request.query as Record<string, unknown> | undefined;
  let errors: Record<string, string[]> | null = null;
  if (query) for (const key in query) if (Array.isArray(query[key])) (errors ??= fieldErrors())[key] = [MSG.queryRepeated];
  done(errors ? invalidFields(errors) : undefined);
}

/**
 * Text holding a NUL character, field by field (nested keys joined with '.'). PostgreSQL cannot
 * store one in text and SQLite would, so both refuse it here alike; no form sends one.
 */
export function forbiddenCharacterErrors(input: unknown): Record<string, string[]> {
  const errors = fieldErrors();
  const visit = (value: unknown, path: string, depth: number) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) errors[path || '_'] = [MSG.forbiddenCharacter];
    } else if (value && typeof value === 'object' && depth < 8) {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  visit(input, '', 0);
  return errors;
}

/** Both lists of field problems in one (a field may have several). */
export function mergeErrors(a: Record<string, string[]>, b: Record<string, string[]>): Record<string, string[]> {
  const merged = Object.assign(fieldErrors(), a);
  for (const [field, messages] of Object.entries(b)) merged[field] = [...(merged[field] ?? []), ...messages];
  return merged;
}

/** The 422 for a list of field problems, its message naming the first. */
export function invalidFields(errors: Record<string, string[]>): Invalid {
  const first = Object.values(errors)[0]?.[0];
  return new Invalid(errors, first ? `Validation failed: ${first}` : 'Validation failed');
}

/** Parse input with a contract schema or throw a 422 listing each field's problems. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  const forbidden = forbiddenCharacterErrors(input);
  if (result.success && Object.keys(forbidden).length === 0) return result.data;
  throw invalidFields(mergeErrors(result.success ? {} : issuesToErrors(result.error.issues), forbidden));
}
