import { API_PREFIX, type ErrorBody, type Ok } from '@talentra/contract';
import { notifyUnauthorized } from './unauthorized';

/** Field errors as the API sends them: `{ field: [message, ...] }` (api.md "Wire conventions"). */
export type FieldErrors = Record<string, string[]>;

/** Every failed call ends here: HTTP errors, network failures and unreadable answers alike. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }

  /** The first message for a field, as forms show it under the field. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  /** Query parameters; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** A success body: `data` plus the optional `message`, `meta` and top-level extras such as `count`. */
export type ApiResponse<T, Extra extends object = object> = Ok<T> & Extra;

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/**
 * The one way the web app talks to the API. The session travels in the httpOnly cookie
 * (credentials 'same-origin'); no token is ever read or attached by page scripts.
 */
export async function apiFetch<T, Extra extends object = object>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T, Extra>> {
  const { method = 'GET', body, query, signal } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (err) {
    if (signal?.aborted) throw err; // let callers (and TanStack Query) see the abort as such
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const parsed = await readJson(response);
  if (!response.ok || (isObject(parsed) && parsed.success === false)) {
    if (response.status === 401) notifyUnauthorized(path);
    const errorBody = isObject(parsed) ? (parsed as Partial<ErrorBody>) : {};
    throw new ApiError(response.status, errorBody.message || fallbackMessage(response.status), errorBody.errors ?? {});
  }
  if (!isObject(parsed) || !('data' in parsed)) {
    throw new ApiError(response.status, 'Invalid data structure from API');
  }
  return parsed as ApiResponse<T, Extra>;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return { success: true, status: true, data: null };
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null; // an HTML error page from a proxy, for example
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in.';
  if (status === 403) return 'You do not have access to this.';
  if (status === 404) return 'Not found.';
  if (status === 413) return 'The file is too large (2 MB at most).';
  if (status === 429) return 'Too many requests. Please try again later.';
  if (status >= 500) return 'The server had a problem. Please try again later.';
  return `Request failed (HTTP ${status}).`;
}
