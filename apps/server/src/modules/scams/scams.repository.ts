import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { newestFirst } from '../../db/deep-page.js';
import { QueryShapes } from '../../db/query-shapes.js';
import type { ScamReportsTable } from '../../db/schema.js';

function withProofName(db: Executor) {
  return db
    .selectFrom('scam_reports')
    .leftJoin('stored_files as proof', 'proof.id', 'scam_reports.proof_file_id')
    .selectAll('scam_reports')
    .select('proof.original_name as proof_name');
}
export type ScamRow = Awaited<ReturnType<ReturnType<typeof withProofName>['executeTakeFirstOrThrow']>>;

/** The inbox's pages, compiled once per page (decision 156): they hold no value of the caller's. */
const PAGES = new QueryShapes<Record<string, never>>();

export const scamsRepository = {
  async insert(db: Executor, row: Insertable<ScamReportsTable>): Promise<number> {
    const r = await db.insertInto('scam_reports').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  findById(db: Executor, id: number) {
    return withProofName(db).where('scam_reports.id', '=', id).executeTakeFirst();
  },
  /** The statement of a page newest first (read with the counters: read-together.ts; the total is the `scam_reports` counter). */
  listQuery(db: Executor, limit: number, offset: number) {
    return PAGES.query(db, `${limit},${offset}`, {}, () => newestFirst(withProofName(db), 'scam_reports').limit(limit).offset(offset));
  },
};
