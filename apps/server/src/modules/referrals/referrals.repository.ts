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
    // one statement: the first referral inserts the counter at 1, a later one adds 1 while under
    // the limit; at the limit the upsert changes nothing and returns no row
    const taken = await db
      .insertInto('referral_counters')
      .values({ candidate_id: candidateId, job_id: jobId, referral_count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['candidate_id', 'job_id'])
          .doUpdateSet({ referral_count: sql`referral_counters.referral_count + 1` })
          .where('referral_counters.referral_count', '<', MAX_REFERRALS_PER_CANDIDATE_PER_JOB),
      )
      .returning('referral_count')
      .executeTakeFirst();
    return taken !== undefined;
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
