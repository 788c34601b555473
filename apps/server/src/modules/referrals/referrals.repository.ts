import { sql, type Insertable } from 'kysely';
import { MAX_REFERRALS_PER_CANDIDATE_PER_JOB } from '@talentra/contract';
import type { Dialect, Executor } from '../../db/database.js';
import { deepPageWindow, newestFirst, newestPageIds, type PageSpan } from '../../db/deep-page.js';
import type { ReferralsTable } from '../../db/schema.js';
import { matchesNothing, ofLiveJob, phoneMatch } from '../../db/sql-helpers.js';

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
   * A page of referrals, newest first along the index on (created_at, id), passing over those of
   * deleted jobs (api.md: a deleted job is gone from every list) by the set of deleted jobs
   * (`ofLiveJob`); read beside the totals.
   * A later page: the page's ids first (on PostgreSQL a deep page's among its window:
   * `deepPageWindow`; a page read from the end, in the reverse order: `pageSpan`), then only the
   * page's rows joined to their candidate and job (a LEFT JOIN: an inner join would let SQLite's
   * planner drive the page from the jobs).
   */
  listQuery(db: Executor, dialect: Dialect, span: PageSpan) {
    const { limit, offset, fromEnd } = span;
    const window = deepPageWindow(dialect, offset, limit);
    const live = db.selectFrom('referrals').where(ofLiveJob('referrals.job_id'));
    const rows = (q: typeof live) =>
      newestFirst(
        q
          .leftJoin('jobs', 'jobs.id', 'referrals.job_id')
          .leftJoin('candidates', 'candidates.id', 'referrals.candidate_id')
          .selectAll('referrals')
          .select(['candidates.candidate_name', 'candidates.email as candidate_email', 'jobs.job_title', 'jobs.job_location', 'jobs.client_name'])
          // a referral always has its candidate and its job (NOT NULL foreign keys): the joins are left for the planner only
          .$narrowType<{ candidate_name: string; candidate_email: string; job_title: string; job_location: string }>(),
        'referrals',
      );
    if (offset === 0 && !fromEnd) return rows(live).limit(limit).compile();
    // a later page: its ids first, then only its rows joined (joined in one statement, every row
    // before the page was joined too); the ids are of live jobs already
    const pageIds =
      window === null
        ? newestFirst(live.select('referrals.id'), 'referrals', fromEnd).limit(limit).offset(offset)
        : newestPageIds(db, newestFirst(live.select(['referrals.id', 'referrals.created_at']), 'referrals', fromEnd), window, limit, offset, fromEnd);
    return rows(db.selectFrom('referrals').where('referrals.id', 'in', pageIds)).compile();
  },
  /**
   * The referrals of deleted jobs, and how many of them have an e-mail: what the list's totals take
   * off the counters. The counters count every row, because every removal of referral rows (a
   * friend's link, an erasure, retention) reports what it removed whatever the job, and a job's
   * delete or restore would have to be serialised with them all; so the deleted jobs' share is
   * counted when read, driven by the deleted jobs (`jobs_deleted_created_idx`) and, one job at a time,
   * their referrals (`referrals_job_friend_uq`): no deleted job, one index probe. Correlated
   * subqueries, because PostgreSQL turned a join or an IN into a scan of every referral.
   */
  /** The statement of that share; `deletedJobsShare` reads its row. */
  ofDeletedJobsQuery(db: Executor) {
    return db
      .selectFrom('jobs as j')
      .where('j.deleted_at', 'is not', null)
      .select((eb) => [
        eb.fn
          .sum<number>(
            eb
              .selectFrom('referrals as r')
              .select((r) => r.fn.countAll().as('n'))
              .whereRef('r.job_id', '=', 'j.id'),
          )
          .as('n'),
        eb.fn
          .sum<number>(
            eb
              .selectFrom('referrals as r')
              .select((r) => r.fn.count('r.friend_email').as('e'))
              .whereRef('r.job_id', '=', 'j.id'),
          )
          .as('with_email'),
      ])
      .compile();
  },
  deletedJobsShare(row: { n: number | null; with_email: number | null } | undefined): { total: number; withEmail: number } {
    return { total: Number(row?.n ?? 0), withEmail: Number(row?.with_email ?? 0) };
  },

  /**
   * Referrals a person made (as these applications) and referrals naming them as the friend (by
   * one of their e-mails or phones), with their job's title (the personal-data export and erasure).
   */
  async ofPerson(db: Executor, p: { candidateIds: number[]; emails: string[]; phones: string[] }) {
    const withJob = () => db.selectFrom('referrals').leftJoin('jobs', 'jobs.id', 'referrals.job_id').selectAll('referrals').select('jobs.job_title');
    const made = p.candidateIds.length ? await withJob().where('referrals.candidate_id', 'in', p.candidateIds).execute() : [];
    const about =
      p.emails.length || p.phones.length
        ? await withJob()
            .where((eb) =>
              eb.or([
                p.emails.length ? eb('referrals.friend_email', 'in', p.emails) : matchesNothing,
                p.phones.length ? phoneMatch(eb, 'referrals.friend_contact', p.phones) : matchesNothing,
              ]),
            )
            .execute()
        : [];
    return { made, about };
  },

  /** The referrals these applications made: how many, how many with a friend's e-mail, and those e-mails. */
  async madeBy(db: Executor, candidateIds: number[]) {
    const counted = await db
      .selectFrom('referrals')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('friend_email').as('with_email')])
      .where('candidate_id', 'in', candidateIds)
      .executeTakeFirstOrThrow();
    const friendEmails = (await db.selectFrom('referrals').select('friend_email').where('candidate_id', 'in', candidateIds).execute())
      .map((r) => r.friend_email)
      .filter((x): x is string => x !== null);
    return { count: Number(counted.n), withEmail: Number(counted.with_email), friendEmails };
  },

  /** Delete the referrals these applications made and their referral counters; answers the rows deleted. */
  async deleteMadeBy(db: Executor, candidateIds: number[]): Promise<number> {
    const referrals = await db.deleteFrom('referrals').where('candidate_id', 'in', candidateIds).executeTakeFirstOrThrow();
    const counters = await db.deleteFrom('referral_counters').where('candidate_id', 'in', candidateIds).executeTakeFirstOrThrow();
    return Number(referrals.numDeletedRows) + Number(counters.numDeletedRows);
  },

  /**
   * The friend of a referral made anonymous (the referral stays as a count, without who). Not again:
   * an erasure running at the same time may have done it first. Answers whether this call did it.
   */
  async anonymiseFriend(db: Executor, id: number, redacted: string): Promise<boolean> {
    const u = await db
      .updateTable('referrals')
      .set({ friend_name: redacted, friend_contact: `removed-${id}`, friend_email: null, preferred_company: null, removal_token_hash: null })
      .where('id', '=', id)
      .where('friend_contact', '!=', `removed-${id}`)
      .executeTakeFirst();
    return Number(u.numUpdatedRows) > 0;
  },

  /** Delete the referrals made before `at`; answers how many went and how many of those had a friend's e-mail. */
  async deleteOlderThan(db: Executor, at: string) {
    const old = await db
      .selectFrom('referrals')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('friend_email').as('with_email')])
      .where('created_at', '<', at)
      .executeTakeFirstOrThrow();
    const deleted = await db.deleteFrom('referrals').where('created_at', '<', at).executeTakeFirstOrThrow();
    return { deleted: Number(deleted.numDeletedRows), withEmail: Number(old.with_email) };
  },
};
