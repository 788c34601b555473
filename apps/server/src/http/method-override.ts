import type { IncomingMessage } from 'node:http';

const ASKS_FOR_PUT = /[?&]_method=put(?:&|$)/i;

/**
 * `POST` with `?_method=PUT` is the same as `PUT` (api.md "Wire conventions"): a form that sends a
 * file cannot send PUT. The request becomes a PUT before routing (Fastify's `rewriteUrl`, the one
 * step that sees every request first, in-process ones too), so every PUT route takes it with its
 * own access rules and body reading, and no route needs a POST twin to remember.
 */
export function overrideMethod(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (req.method === 'POST' && ASKS_FOR_PUT.test(url)) req.method = 'PUT';
  return url;
}
