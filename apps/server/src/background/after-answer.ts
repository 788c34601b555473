import type { AppContext } from '../app-context.js';

/**
 * Work a request starts after its answer, so the answer takes the same time whatever the work finds
 * (a password reset, an applicant's link, a job alert: known and unknown addresses look alike).
 * Kept per app: closing the app, and tests, wait for it with `answeredWorkSettled`.
 */
const inFlight = new WeakMap<AppContext, Set<Promise<void>>>();

/** Start `work` once the current request has answered; a failure goes to `onError` (the requester was told the same either way). */
export function afterAnswer(ctx: AppContext, work: () => Promise<void>, onError: (err: unknown) => void): void {
  let pending = inFlight.get(ctx);
  if (!pending) inFlight.set(ctx, (pending = new Set()));
  const running = new Promise<void>((resolve) => setImmediate(resolve)).then(work).catch(onError);
  pending.add(running);
  void running.finally(() => pending.delete(running));
}

/** Resolves once all the work accepted so far has finished. */
export async function answeredWorkSettled(ctx: AppContext): Promise<void> {
  const pending = inFlight.get(ctx);
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}
