import { sql, type Kysely } from 'kysely';
import { canonicalPhone } from '@talentra/contract';
import type { Dialect } from '../database.js';
import { linkPeople, phoneKey } from '../people.js';

/**
 * Issue 41: one person is one e-mail, and phones are stored in one form (docs/decisions/).
 * - Every candidate's phone to `canonicalPhone` (the staff form stored '+91 98004 03869' as 12
 *   digits, the public form '9800403869' as 10), with its phone key.
 * - People linked by a phone alone, which nobody confirmed, become separate people again: every
 *   application is linked anew by its e-mail (`linkPeople`), and `has_later` follows.
 * Data only, and safe to run again.
 */
export function canonicalPhonesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // a ten-digit number is canonical already: only the others are read
      const rows = (
        await sql<{ id: number; mobile_number: string }>`select id, mobile_number from candidates where length(mobile_number) <> 10`.execute(db)
      ).rows;
      for (const r of rows) {
        const phone = canonicalPhone(r.mobile_number);
        if (phone !== r.mobile_number) {
          await sql`update candidates set mobile_number = ${phone}, phone_key = ${phoneKey(phone)} where id = ${r.id}`.execute(db);
        }
      }
      await linkPeople(db, dialect);
      const hasLater = sql`case when exists (select 1 from candidates l where l.person_id = candidates.id and l.id <> candidates.id) then 1 else 0 end`;
      await sql`update candidates set has_later = ${hasLater} where has_later <> ${hasLater}`.execute(db);
    },
  };
}
