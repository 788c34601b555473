import { sql, type Insertable } from 'kysely';
import { MAX_REFERRALS_PER_CANDIDATE_PER_JOB } from '@talentra/contract';
import type { Executor } from '../../db/database.js';
import type { ReferralsTable } from '../../db/schema.js';
import { QueryShapes } from '../../db/query-shapes.js';

const PAGES = new QueryShapes<Record<string, never>>();

export const referralsRepository = {
  /**
   * Count one more referral for (candidate, job) unless the limit is reached. An atomic
   * conditional increment: safe under concurrent requests on both engines.
   */
  async takeSlot(db: Executor, candidateId: number, jobId: number): Promise<boolean> {
    await db
      .insertInto('referral_counters')
      .values({ candidate_id: candidateId, job_id: jobId, referral_count: 0 })
      .onConflict((oc) => oc.columns(['candidate_id', 'job_id']).doNothing())
      .execute();
    const r = await db
      .updateTable('referral_counters')
      .set({ referral_count: sql`referral_count + 1` })
      .where('candidate_id', '=', candidateId)
      .where('job_id', '=', jobId)
      .where('referral_count', '<', MAX_REFERRALS_PER_CANDIDATE_PER_JOB)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
  insert(db: Executor, row: Insertable<ReferralsTable>) {
    return db.insertInto('referrals').values(row).returningAll().executeTakeFirstOrThrow();
  },
  /** Delete the referral whose removal token hashes to this, and answer it (undefined: no such link, or used). */
  async takeByTokenHash(db: Executor, tokenHash: string) {
    const row = await db.selectFrom('referrals').selectAll().where('removal_token_hash', '=', tokenHash).executeTakeFirst();
    if (!row) return undefined;
    const r = await db.deleteFrom('referrals').where('id', '=', row.id).where('removal_token_hash', '=', tokenHash).executeTakeFirst();
    return Number(r.numDeletedRows) === 1 ? row : undefined;
  },
  /**
   * One page, newest first, along the index on (created_at, id); the totals are counters (issue 19).
   * Compiled once per page (decision 156).
   */
  async list(db: Executor, limit: number, offset: number) {
    const query = PAGES.query(db, `${limit},${offset}`, {}, () =>
      db
        .selectFrom('referrals')
        .leftJoin('candidates', 'candidates.id', 'referrals.candidate_id')
        .leftJoin('jobs', 'jobs.id', 'referrals.job_id')
        .selectAll('referrals')
        .select(['candidates.candidate_name', 'candidates.email as candidate_email', 'jobs.job_title', 'jobs.job_location', 'jobs.client_name'])
        .orderBy('referrals.created_at', 'desc')
        .orderBy('referrals.id', 'desc')
        .limit(limit)
        .offset(offset),
    );
    return (await db.executeQuery(query)).rows;
  },
};
