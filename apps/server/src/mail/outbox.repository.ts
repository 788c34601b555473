import { sql, type Selectable } from 'kysely';
import type { Dialect, Executor } from '../db/database.js';
import type { OutboxTable } from '../db/schema.js';
import { skipLockedRows } from '../db/locks.js';
import { containsText } from '../db/sql-helpers.js';
import type { MailAttachment } from './templates.js';

export type OutboxRow = Selectable<OutboxTable>;

/** The attachments an outbox row stores (a JSON list, or null for none). */
export const parseAttachments = (json: string | null): MailAttachment[] => (json ? (JSON.parse(json) as MailAttachment[]) : []);

export const outboxRepository = {
  insert(
    db: Executor,
    row: Omit<OutboxRow, 'id' | 'status' | 'attempts' | 'claimed_until' | 'sent_at' | 'last_error' | 'attachments' | 'headers'> & {
      attachments?: string | null;
      headers?: string | null;
    },
  ) {
    return db.insertInto('outbox').values(row).returning('id').executeTakeFirstOrThrow();
  },

  /**
   * Take up to `limit` mails that are due and not being sent by anyone: each is marked claimed until
   * `until`, with one more attempt. PostgreSQL skips rows another server has locked (FOR UPDATE SKIP
   * LOCKED), so two servers never take the same mail; SQLite has one writer at a time.
   */
  async claimDue(db: Executor, dialect: Dialect, now: string, until: string, limit: number): Promise<OutboxRow[]> {
    const r = await sql<OutboxRow>`
      update outbox set claimed_until = ${until}, attempts = attempts + 1
      where id in (
        select id from outbox
        where status = 'queued' and next_attempt_at <= ${now} and (claimed_until is null or claimed_until < ${now})
        order by id limit ${limit} ${skipLockedRows(dialect)}
      )
      returning *`.execute(db);
    return r.rows;
  },

  markSent(db: Executor, id: number, at: string) {
    return db.updateTable('outbox').set({ status: 'sent', sent_at: at, claimed_until: null, last_error: null }).where('id', '=', id).execute();
  },

  markFailed(db: Executor, id: number, patch: { status: 'queued' | 'failed'; next_attempt_at: string; last_error: string }) {
    return db
      .updateTable('outbox')
      .set({ ...patch, claimed_until: null })
      .where('id', '=', id)
      .execute();
  },

  async list(db: Executor, f: { status?: string; limit: number; offset: number }) {
    let base = db.selectFrom('outbox');
    if (f.status) base = base.where('status', '=', f.status);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'kind', 'to_address', 'subject', 'status', 'attempts', 'created_at', 'sent_at', 'last_error'])
        .orderBy('id', 'desc')
        .limit(f.limit)
        .offset(f.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** A mail with this address, subject and text still waiting to be sent (queued), if any. */
  queuedCopy(db: Executor, mail: Pick<OutboxRow, 'to_address' | 'subject' | 'text_body'>) {
    return db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('to_address', '=', mail.to_address)
      .where('subject', '=', mail.subject)
      .where('text_body', '=', mail.text_body)
      .executeTakeFirst();
  },

  /** Mails of a kind written to one address since a time (outbox_to_idx). */
  async countTo(db: Executor, kind: string, toAddress: string, since: string): Promise<number> {
    const r = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('to_address', '=', toAddress)
      .where('kind', '=', kind)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },

  findById(db: Executor, id: number) {
    return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async preferences(db: Executor, userId: number) {
    return db.selectFrom('mail_preferences').select(['kind', 'enabled']).where('user_id', '=', userId).execute();
  },

  async setPreference(db: Executor, userId: number, kind: string, enabled: boolean) {
    await db
      .insertInto('mail_preferences')
      .values({ user_id: userId, kind, enabled: enabled ? 1 : 0 })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
      .execute();
  },

  /** Active staff of a role who have not turned this kind of mail off, with their addresses. */
  recipientsByRole(db: Executor, role: string, kind: string) {
    return db
      .selectFrom('users')
      .leftJoin('mail_preferences as p', (j) => j.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', kind))
      .select(['users.id', 'users.username'])
      .where('users.user_role', '=', role)
      .where('users.is_active', '=', 1)
      .where((eb) => eb.or([eb('p.enabled', 'is', null), eb('p.enabled', '=', 1)]))
      .orderBy('users.id')
      .execute();
  },

  /** The mails to these addresses, oldest first (the personal-data export). */
  toAddresses(db: Executor, addresses: string[]) {
    if (!addresses.length) return Promise.resolve([]);
    return db.selectFrom('outbox').selectAll().where('to_address', 'in', addresses).orderBy('id').execute();
  },

  /** Delete the mails to these addresses (of one kind, when given); answers how many went. */
  async deleteTo(db: Executor, addresses: string[], kind?: string): Promise<number> {
    let q = db.deleteFrom('outbox').where('to_address', 'in', addresses);
    if (kind) q = q.where('kind', '=', kind);
    return Number((await q.executeTakeFirstOrThrow()).numDeletedRows);
  },

  /**
   * `text` replaced by `by` in every stored mail holding it: `text` in the subject and text body,
   * `html` in the HTML body. Such a mail's attachments go (an .ics holds the text escaped, folded
   * and in base64, where no replace finds it reliably).
   */
  replaceText(db: Executor, text: string, html: string, by: string) {
    return db
      .updateTable('outbox')
      .set((eb) => ({
        subject: eb.fn('replace', ['subject', eb.val(text), eb.val(by)]),
        text_body: eb.fn('replace', ['text_body', eb.val(text), eb.val(by)]),
        html_body: eb.fn('replace', ['html_body', eb.val(html), eb.val(by)]),
        attachments: null,
      }))
      .where((eb) => eb.or([containsText('subject', text), containsText('text_body', text), containsText('html_body', html)]))
      .execute();
  },
};
