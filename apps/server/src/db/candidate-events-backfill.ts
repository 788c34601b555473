import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

const STAGE_ORDER = ['screening', 'hr_interview', 'client_cv_review', 'client_interview', 'offer_letter'] as const;

interface EventRow {
  candidate_id: number;
  actor_user_id: null;
  kind: string;
  detail: string;
  created_at: string;
}

/**
 * The timeline of applications that predate it (decision 91): derived once from the rows
 * that hold their history, for every candidate that has no event yet: the application itself, the
 * tracker's furthest stage (the tracker keeps no time per stage, so it is dated by the tracker's last
 * change), a rejection with its reason, and the referrals they made. Nobody is named as the actor:
 * `detail.derived` says these were reconstructed.
 */
export async function backfillCandidateEvents(db: Kysely<Database>): Promise<number> {
  const rows = (
    await sql<{
      id: number;
      job_id: number;
      created_at: string;
      screening: string | null;
      hr_interview: string | null;
      client_cv_review: string | null;
      client_interview: string | null;
      offer_letter: string | null;
      rejected: string | null;
      rejection_reason: string | null;
      t_created: string | null;
      t_updated: string | null;
    }>`select c.id, c.job_id, c.created_at, t.screening, t.hr_interview, t.client_cv_review, t.client_interview,
          t.offer_letter, t.rejected, t.rejection_reason, t.created_at as t_created, t.updated_at as t_updated
        from candidates c left join process_trackers t on t.candidate_id = c.id
        where not exists (select 1 from candidate_events e where e.candidate_id = c.id)
        order by c.id`.execute(db)
  ).rows;
  if (rows.length === 0) return 0;
  const ids = new Set(rows.map((r) => r.id));
  const events: EventRow[] = [];
  const ev = (candidate_id: number, kind: string, created_at: string, detail: object) =>
    events.push({ candidate_id, actor_user_id: null, kind, created_at, detail: JSON.stringify({ ...detail, derived: true }) });
  for (const r of rows) {
    ev(r.id, 'applied', r.created_at, { job_id: r.job_id });
    if (r.t_created) {
      const done = STAGE_ORDER.filter((s) => r[s] === 'completed');
      const furthest = done[done.length - 1];
      if (furthest) ev(r.id, 'stage', r.t_updated ?? r.t_created, { job_id: r.job_id, stage: furthest });
      if (r.rejected) ev(r.id, 'rejected', r.t_updated ?? r.t_created, { job_id: r.job_id, reason: r.rejection_reason });
    }
  }
  const referrals = (
    await sql<{ candidate_id: number; job_id: number; created_at: string }>`
      select candidate_id, job_id, created_at from referrals order by id`.execute(db)
  ).rows;
  for (const f of referrals) if (ids.has(f.candidate_id)) ev(f.candidate_id, 'referral', f.created_at, { job_id: f.job_id });
  for (let i = 0; i < events.length; i += 500)
    await db
      .insertInto('candidate_events')
      .values(events.slice(i, i + 500))
      .execute();
  return events.length;
}
