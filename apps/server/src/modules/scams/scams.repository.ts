import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { newestFirst } from '../../db/deep-page.js';
import type { ScamReportsTable } from '../../db/schema.js';
import { sentByPerson } from '../../db/sql-helpers.js';

function withProofName(db: Executor) {
  return db
    .selectFrom('scam_reports')
    .leftJoin('stored_files as proof', 'proof.id', 'scam_reports.proof_file_id')
    .selectAll('scam_reports')
    .select('proof.original_name as proof_name');
}
export type ScamRow = Awaited<ReturnType<ReturnType<typeof withProofName>['executeTakeFirstOrThrow']>>;

export const scamsRepository = {
  async insert(db: Executor, row: Insertable<ScamReportsTable>): Promise<number> {
    const r = await db.insertInto('scam_reports').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  findById(db: Executor, id: number) {
    return withProofName(db).where('scam_reports.id', '=', id).executeTakeFirst();
  },
  async list(db: Executor, limit: number, offset: number) {
    const [rows, count] = await Promise.all([
      newestFirst(withProofName(db), 'scam_reports').limit(limit).offset(offset).execute(),
      db
        .selectFrom('scam_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** The rows a person sent: the same e-mail (any case) or the phone asked for (the personal-data export and erasure). */
  sentBy(db: Executor, p: { emails: string[]; phones: string[] }) {
    if (!p.emails.length && !p.phones.length) return Promise.resolve([]);
    return db
      .selectFrom('scam_reports')
      .selectAll()
      .where((eb) => sentByPerson(eb, p))
      .execute();
  },
  /** Delete these rows; answers how many went. */
  async deleteMany(db: Executor, ids: number[]): Promise<number> {
    return Number((await db.deleteFrom('scam_reports').where('id', 'in', ids).executeTakeFirstOrThrow()).numDeletedRows);
  },
};
