import { sql, type Kysely } from 'kysely';

/**
 * Interviews that mail themselves (issue 43): the interviewer's e-mail (optional: interviews booked
 * before have none), the invitation's SEQUENCE (RFC 5546: each update or cancellation raises it),
 * when the day-before reminder was queued (at most once), and the outbox's attachments (a JSON list
 * of {filename, content_type, content in base64}; small, .ics only).
 */
export function interviewMailMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table interviews add column interviewer_email varchar(254)`.execute(db);
      await sql`alter table interviews add column sequence integer not null default 0`.execute(db);
      await sql`alter table interviews add column reminded_at varchar(32)`.execute(db);
      await sql`alter table outbox add column attachments text`.execute(db);
    },
  };
}
