import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { JobAlertsTable } from '../../db/schema.js';

export type JobAlertRow = Selectable<JobAlertsTable>;

/** Job alerts and their unsubscribe tokens (issue 46, migration 035): SQL only, the rules are in the service. */
export const jobAlertsRepository = {
  async countOf(db: Executor, email: string): Promise<number> {
    const r = await db
      .selectFrom('job_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  async insert(db: Executor, row: Insertable<JobAlertsTable>): Promise<number> {
    return (await db.insertInto('job_alerts').values(row).returning('id').executeTakeFirstOrThrow()).id;
  },

  async insertToken(db: Executor, alertId: number, tokenHash: string, at: string): Promise<void> {
    await db.insertInto('job_alert_tokens').values({ alert_id: alertId, token_hash: tokenHash, created_at: at }).execute();
  },

  /** The unconfirmed alert a confirmation token names, made after `createdAfter`. */
  toConfirm: (db: Executor, confirmHash: string, createdAfter: string) =>
    db
      .selectFrom('job_alerts')
      .selectAll()
      .where('confirm_hash', '=', confirmHash)
      .where('confirmed_at', 'is', null)
      .where('created_at', '>=', createdAfter)
      .executeTakeFirst(),

  /** Confirm it (once: the token's hash goes, so a second use finds nothing); true when this call did. */
  async confirm(db: Executor, id: number, confirmHash: string, p: { at: string; nextDueAt: string }): Promise<boolean> {
    const r = await db
      .updateTable('job_alerts')
      .set({ confirm_hash: null, confirmed_at: p.at, since_at: p.at, next_due_at: p.nextDueAt })
      .where('id', '=', id)
      .where('confirm_hash', '=', confirmHash)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** The alert an unsubscribe token belongs to. */
  async ofToken(db: Executor, tokenHash: string): Promise<number | null> {
    const r = await db.selectFrom('job_alert_tokens').select('alert_id').where('token_hash', '=', tokenHash).executeTakeFirst();
    return r?.alert_id ?? null;
  },

  /** Delete alerts with their tokens; answers the rows deleted. */
  async deleteMany(db: Executor, ids: number[]): Promise<number> {
    if (!ids.length) return 0;
    const tokens = await db.deleteFrom('job_alert_tokens').where('alert_id', 'in', ids).executeTakeFirst();
    const alerts = await db.deleteFrom('job_alerts').where('id', 'in', ids).executeTakeFirst();
    return Number(tokens.numDeletedRows) + Number(alerts.numDeletedRows);
  },

  /** Unconfirmed alerts made before `before` (their link has ended). */
  unconfirmedBefore: (db: Executor, before: string, limit: number) =>
    db
      .selectFrom('job_alerts')
      .select('id')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', before)
      .limit(limit)
      .execute()
      .then((rows) => rows.map((r) => r.id)),

  /** Confirmed alerts whose digest is due at `now`, the longest due first. */
  due: (db: Executor, now: string, limit: number) =>
    db.selectFrom('job_alerts').selectAll().where('next_due_at', '<=', now).orderBy('next_due_at').orderBy('id').limit(limit).execute(),

  /**
   * Claim an alert's digest: its next due time and the start of its next "new jobs" move on, only
   * if nobody moved them since it was read; true when this call did (one server sends each digest).
   */
  async claim(db: Executor, a: { id: number; dueAt: string }, p: { nextDueAt: string; sinceAt: string }): Promise<boolean> {
    const r = await db
      .updateTable('job_alerts')
      .set({ next_due_at: p.nextDueAt, since_at: p.sinceAt })
      .where('id', '=', a.id)
      .where('next_due_at', '=', a.dueAt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** The alerts of these addresses (personal-data export and erasure). */
  ofEmails: (db: Executor, emails: string[]) =>
    emails.length ? db.selectFrom('job_alerts').selectAll().where('email', 'in', emails).orderBy('id').execute() : Promise.resolve([]),
};
