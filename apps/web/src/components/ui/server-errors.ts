import { ApiError } from '../../api/api-client';

/** What react-hook-form's setError takes (any form's field names). */
type SetError<Field extends string> = (name: Field, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;

interface ServerErrorsResult {
  /** How many fields got a message. */
  shown: number;
  /** The API's fields the form has no field for (their messages belong in the form's alert). */
  unmatched: string[];
}

/**
 * Puts the API's field errors (ApiError.errors, api.md "Wire conventions": 422 and the like) under the
 * react-hook-form fields they name, the first message each. `fields` says which API fields the form
 * shows: a list of names, or a function from an API field to the form's field (undefined: not shown).
 * `focus` moves the keyboard focus to the first field marked.
 */
export function applyServerErrors<Field extends string>(
  error: unknown,
  setError: SetError<Field>,
  fields: readonly Field[] | ((apiField: string) => Field | null | undefined),
  { focus = false }: { focus?: boolean } = {},
): ServerErrorsResult {
  const result: ServerErrorsResult = { shown: 0, unmatched: [] };
  if (!(error instanceof ApiError)) return result;
  const fieldOf =
    typeof fields === 'function' ? fields : (name: string) => ((fields as readonly string[]).includes(name) ? (name as Field) : undefined);
  for (const [apiField, messages] of Object.entries(error.errors)) {
    const field = fieldOf(apiField);
    const message = messages[0];
    if (!field || !message) {
      result.unmatched.push(apiField);
      continue;
    }
    setError(field, { type: 'server', message }, focus ? { shouldFocus: result.shown === 0 } : undefined);
    result.shown += 1;
  }
  return result;
}

/** No answer at all: the request never reached the server (ApiError status 0) or failed before it. */
export const isNetworkFailure = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * The server's own message for a refused request (4xx: it always explains them), otherwise the
 * spec's fallback (5xx, or an answer without a readable message).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
