import { ApiError } from '../../api/api-client';

/** Puts the server's first message for each known field under that field (README "Forms"). */
export function applyFieldErrors<Field extends string>(error: unknown, fields: readonly Field[], setError: (field: Field, message: string) => void) {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) setError(field, message);
  }
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
