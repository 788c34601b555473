import { vi } from 'vitest';

type Handler = (path: string, init: RequestInit, query?: URLSearchParams) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (data: unknown) => json(200, { success: true, status: true, data });
export const fail = (status: number, message: string) => json(status, { success: false, status: false, message });

/** Replaces fetch; the handler sees the API path without /backend/api/v1 and the query string. */
export function fakeApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url.pathname.replace('/backend/api/v1', ''), init, url.searchParams);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise you settle from the test, to look at a screen while a request is still out. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
