import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ClientReviewCandidatesTable, ClientReviewsTable } from '../../db/schema.js';

export type ClientReviewRow = Selectable<ClientReviewsTable>;

/** A link with what its page and its mails name: the client, the contact, the job and who sent it. */
function linkWithNames(db: Executor) {
  return db
    .selectFrom('client_reviews as r')
    .innerJoin('client_contacts as c', 'c.id', 'r.contact_id')
    .innerJoin('clients as cl', 'cl.id', 'r.client_id')
    .innerJoin('jobs as j', 'j.id', 'r.job_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select([
      'c.name as contact_name',
      'c.email as contact_email',
      'cl.company_name',
      'j.job_title',
      'j.job_location',
      'j.deleted_at as job_deleted_at',
      'u.username as sender',
      'u.user_role as sender_role',
    ]);
}
export type ClientReviewLink = NonNullable<Awaited<ReturnType<ReturnType<typeof linkWithNames>['executeTakeFirst']>>>;

/** Client review links (issue 44). The token itself is never stored: only its SHA-256. */
export const clientReviewRepository = {
  findByHash(db: Executor, tokenHash: string): Promise<ClientReviewLink | undefined> {
    return linkWithNames(db).where('r.token_hash', '=', tokenHash).executeTakeFirst();
  },
  findById(db: Executor, id: number): Promise<ClientReviewLink | undefined> {
    return linkWithNames(db).where('r.id', '=', id).executeTakeFirst();
  },
  /** The links of a job, or those that show a candidate, newest first. */
  list(db: Executor, f: { jobId?: number; candidateId?: number }): Promise<ClientReviewLink[]> {
    let q = linkWithNames(db);
    if (f.jobId !== undefined) q = q.where('r.job_id', '=', f.jobId);
    if (f.candidateId !== undefined)
      q = q.where('r.id', 'in', db.selectFrom('client_review_candidates').select('review_id').where('candidate_id', '=', f.candidateId));
    return q.orderBy('r.id', 'desc').limit(200).execute();
  },
  async insert(db: Executor, row: Insertable<ClientReviewsTable>): Promise<number> {
    const r = await db.insertInto('client_reviews').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  insertCandidates(db: Executor, rows: Insertable<ClientReviewCandidatesTable>[]) {
    return db.insertInto('client_review_candidates').values(rows).execute();
  },
  /** The candidates of these links, with what the public page may show of them (never an e-mail or a phone). */
  candidatesOf(db: Executor, reviewIds: number[]) {
    if (reviewIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('client_review_candidates as rc')
      .innerJoin('candidates as ca', 'ca.id', 'rc.candidate_id')
      .select([
        'rc.review_id',
        'rc.candidate_id',
        'rc.decision',
        'rc.reason',
        'rc.comment',
        'rc.rating',
        'rc.decided_at',
        'ca.candidate_name',
        'ca.years_experience',
        'ca.relevant_experience',
        'ca.current_company',
        'ca.current_location',
        'ca.notice_period',
        'ca.expected_ctc',
        'ca.resume_file_id',
      ])
      .where('rc.review_id', 'in', reviewIds)
      .orderBy('rc.review_id')
      .orderBy('ca.candidate_name')
      .orderBy('rc.candidate_id')
      .execute();
  },
  /**
   * Record the client's one decision (or feedback) on a candidate of a link: answers false when one
   * is recorded already (the row is changed only while its decision is empty, so two at once get one).
   */
  async decide(
    db: Executor,
    reviewId: number,
    candidateId: number,
    d: { decision: string; reason: string | null; comment: string | null; rating: number | null; decided_at: string; decided_ip: string },
  ): Promise<boolean> {
    const r = await db
      .updateTable('client_review_candidates')
      .set(d)
      .where('review_id', '=', reviewId)
      .where('candidate_id', '=', candidateId)
      .where('decision', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
  /** The links sent to these contacts, oldest first (a person's data: the privacy module's export). */
  ofContacts(db: Executor, contactIds: number[]): Promise<ClientReviewLink[]> {
    if (contactIds.length === 0) return Promise.resolve([]);
    return linkWithNames(db).where('r.contact_id', 'in', contactIds).orderBy('r.id').execute();
  },
  /** The addresses the contact used on these links (each opening, each decision) replaced: an erasure (decision 298). */
  async forgetAddresses(db: Executor, reviewIds: number[], redacted: string): Promise<number> {
    if (reviewIds.length === 0) return 0;
    const views = await db.updateTable('client_review_views').set({ ip: redacted }).where('review_id', 'in', reviewIds).executeTakeFirst();
    await db.updateTable('client_review_candidates').set({ decided_ip: null }).where('review_id', 'in', reviewIds).execute();
    return Number(views.numUpdatedRows);
  },
  insertView(db: Executor, row: { review_id: number; ip: string; at: string }) {
    return db.insertInto('client_review_views').values(row).execute();
  },
  viewsOf(db: Executor, reviewIds: number[]) {
    if (reviewIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('client_review_views')
      .select(['review_id', 'ip', 'at'])
      .where('review_id', 'in', reviewIds)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },
  revoke(db: Executor, id: number, at: string, by: number) {
    return db
      .updateTable('client_reviews')
      .set({ revoked_at: at, revoked_by: by })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  },
  /** Candidates with their tracker, for the send's checks. */
  candidatesWithStages(db: Executor, ids: number[]) {
    return db
      .selectFrom('candidates as ca')
      .leftJoin('process_trackers as t', 't.candidate_id', 'ca.id')
      .select([
        'ca.id',
        'ca.job_id',
        'ca.candidate_name',
        't.screening',
        't.hr_interview',
        't.client_cv_review',
        't.client_interview',
        't.offer_letter',
        't.rejected',
      ])
      .where('ca.id', 'in', ids)
      .execute();
  },
};
