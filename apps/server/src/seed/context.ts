import type { AppContext } from '../app-context.js';
import type { Mail } from '../mail/templates.js';
import { buildServices, type Services } from '../services.js';

/**
 * What the demo seed runs the services with: the app's context with a clock the seed sets back
 * (the demo's rows are dated days and hours ago, as if the actions had happened then) and an outbox
 * that keeps only the mails the demo shows (every confirmation of fifty applications would bury the
 * rest of the Outbox page). Everything else is the services' own rules.
 */
export interface Seeding {
  /** The app's context with the seed's clock and outbox. */
  ctx: AppContext;
  /** The services, built once with that context (services.ts). */
  services: Services;
  /** The seed's start on the app's clock (ms). */
  base: number;
  /** Moves the seed's clock to `minutesAgo` minutes before its start; returns that time (ISO). */
  at(minutesAgo: number): string;
  /** Which mails the services' actions keep from now on (all by default). */
  keepMails(keep: (mail: Mail) => boolean): void;
}

export function seeding(ctx: AppContext): Seeding {
  const base = ctx.clock().getTime();
  let now = base;
  let keep: (mail: Mail) => boolean = () => true;
  const seedCtx: AppContext = {
    ...ctx,
    clock: () => new Date(now),
    // the app's outbox (its worker, its recipients) with one filter in front of enqueue
    outbox: Object.assign(Object.create(ctx.outbox) as AppContext['outbox'], {
      enqueue: (trx: Parameters<AppContext['outbox']['enqueue']>[0], mail: Mail) => (keep(mail) ? ctx.outbox.enqueue(trx, mail) : Promise.resolve()),
    }),
  };
  return {
    base,
    at(minutesAgo) {
      now = base - minutesAgo * 60_000;
      return new Date(now).toISOString();
    },
    keepMails(next) {
      keep = next;
    },
    ctx: seedCtx,
    services: buildServices(seedCtx),
  };
}
