import type { PageMeta } from './responses/envelope.js';

/**
 * Success and error bodies (api.md "Wire conventions"). PageMeta, ErrorBody and SessionUser are
 * zod schemas' types in responses/ (one shape for the server's tests and the web).
 */
export interface Ok<T> {
  success: true;
  status: true;
  message?: string;
  data: T;
  meta?: PageMeta;
}
