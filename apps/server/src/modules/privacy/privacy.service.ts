import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import {
  PRIVACY_MSG,
  PRIVACY_NOTICE_VERSION,
  type ErasureRecord,
  type ErasureResult,
  type PersonalDataCandidate,
  type PersonQuery,
  type RetentionRun,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor, Tx } from '../../db/database.js';
import type { StatsService } from '../stats/stats.service.js';
import { NotFound } from '../../http/errors.js';
import { containsText } from '../../db/sql-helpers.js';
import { privacyRepository, type Person } from './privacy.repository.js';
import { exportDocument } from './export-document.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const REDACTED = '[removed]';
/** Candidates erased per transaction by the retention run (a short lock at a time). */
const RETENTION_BATCH = 200;

/** The moment `months` months before `now` (calendar months, UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

const lastActivity = (r: { updated_at: string; consent_at: string | null; tracker_updated_at: string | null }) =>
  [r.updated_at, r.consent_at, r.tracker_updated_at]
    .filter((x): x is string => Boolean(x))
    .sort()
    .at(-1)!;

/** A row of the page: the contract's shape, with the last activity worked out from the row's times. */
function toPersonalDataCandidate(
  r: Omit<PersonalDataCandidate, 'last_activity'> & { updated_at: string; tracker_updated_at: string | null },
): PersonalDataCandidate {
  return {
    id: r.id,
    candidate_name: r.candidate_name,
    email: r.email,
    mobile_number: r.mobile_number,
    job_id: r.job_id,
    job_title: r.job_title,
    status: r.status,
    consent_source: r.consent_source,
    consent_version: r.consent_version,
    consent_at: r.consent_at,
    last_activity: lastActivity(r),
  };
}

interface Removed {
  rows: number;
  referralsAnonymised: number;
  /** Storage keys to remove once the transaction has committed. */
  fileKeys: string[];
}

/**
 * Delete candidate rows and everything hanging off them, inside the caller's transaction: the
 * referrals they made (and the friends' details in them, which came from them, with the mails to
 * those friends), their referral
 * counters, trackers, the candidate rows (tables added later with ON DELETE CASCADE to candidates,
 * such as notes, go with them) and their resume rows. Answers the rows deleted and the files to
 * remove after commit.
 */
async function deleteCandidates(trx: Tx, ids: number[], stats: StatsService): Promise<Removed> {
  const out: Removed = { rows: 0, referralsAnonymised: 0, fileKeys: [] };
  if (!ids.length) return out;
  // what the dashboard figures lose (issue 19): the candidates of each job, the referrals they made
  const perJob = await trx
    .selectFrom('candidates')
    .select(['job_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('id', 'in', ids)
    .groupBy('job_id')
    .execute();
  const made = await trx
    .selectFrom('referrals')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('friend_email').as('with_email')])
    .where('candidate_id', 'in', ids)
    .executeTakeFirstOrThrow();
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const fileIds = (await trx.selectFrom('candidates').select('resume_file_id').where('id', 'in', ids).execute())
    .map((r) => r.resume_file_id)
    .filter((x): x is number => x !== null);
  // the referrals they made go, and with them the mails that told those friends (the friends' details came from them)
  const friendEmails = (await trx.selectFrom('referrals').select('friend_email').where('candidate_id', 'in', ids).execute())
    .map((r) => r.friend_email)
    .filter((x): x is string => x !== null);
  if (friendEmails.length) {
    out.rows += count(
      await trx.deleteFrom('outbox').where('kind', '=', 'referral_received').where('to_address', 'in', friendEmails).executeTakeFirstOrThrow(),
    );
  }
  out.rows += count(await trx.deleteFrom('referrals').where('candidate_id', 'in', ids).executeTakeFirstOrThrow());
  out.rows += count(await trx.deleteFrom('referral_counters').where('candidate_id', 'in', ids).executeTakeFirstOrThrow());
  out.rows += count(await trx.deleteFrom('process_trackers').where('candidate_id', 'in', ids).executeTakeFirstOrThrow());
  out.rows += count(await trx.deleteFrom('candidates').where('id', 'in', ids).executeTakeFirstOrThrow());
  await stats.countChange(trx, { kind: 'candidates_removed', byJob: new Map(perJob.map((r) => [r.job_id, Number(r.n)])) });
  await stats.countChange(trx, { kind: 'referrals_removed', count: Number(made.n), withEmail: Number(made.with_email) });
  if (fileIds.length) {
    const files = await trx.selectFrom('stored_files').select('storage_key').where('id', 'in', fileIds).execute();
    out.fileKeys.push(...files.map((f) => f.storage_key));
    out.rows += count(await trx.deleteFrom('stored_files').where('id', 'in', fileIds).executeTakeFirstOrThrow());
  }
  return out;
}

/** A person's names cut out of every stored mail (subject, text, HTML), e.g. a friend's "X referred you". */
async function redactNames(trx: Executor, names: string[]) {
  for (const name of names.filter((n) => n.length >= 3)) {
    const html = escapeHtml(name);
    await trx
      .updateTable('outbox')
      .set((eb) => ({
        subject: eb.fn('replace', ['subject', eb.val(name), eb.val(REDACTED)]),
        text_body: eb.fn('replace', ['text_body', eb.val(name), eb.val(REDACTED)]),
        html_body: eb.fn('replace', ['html_body', eb.val(html), eb.val(REDACTED)]),
      }))
      .where((eb) => eb.or([containsText('subject', name), containsText('text_body', name), containsText('html_body', html)]))
      .execute();
  }
}

export function createPrivacyService(ctx: AppContext, { stats }: { stats: StatsService }) {
  const db = ctx.db;
  const now = () => ctx.clock().toISOString();
  const cutoff = () => monthsBefore(ctx.clock(), ctx.config.retentionMonths).toISOString();

  /** Remove stored files after their rows are gone; a file already missing counts as removed. */
  const removeFiles = async (keys: string[]) => {
    let removed = 0;
    for (const key of keys) {
      await ctx.files.remove(key);
      removed++;
    }
    return removed;
  };

  const findPerson = async (q: PersonQuery): Promise<Person> =>
    privacyRepository.findPerson(db, { candidateId: q.candidate_id, email: q.email, phone: q.phone });

  /** Everything held about a person, as the export writes it and the erasure deletes it. */
  async function gather(p: Person) {
    const [candidates, trackers, referrals, feedback, scamReports, mails] = await Promise.all([
      privacyRepository.candidates(db, p.candidateIds),
      privacyRepository.trackers(db, p.candidateIds),
      privacyRepository.referrals(db, p),
      privacyRepository.feedback(db, p),
      privacyRepository.scamReports(db, p),
      privacyRepository.mails(db, p.emails),
    ]);
    const fileIds = [...candidates.map((c) => c.resume_file_id), ...scamReports.map((s) => s.proof_file_id)].filter((x): x is number => x !== null);
    const files = await privacyRepository.files(db, fileIds);
    return { candidates, trackers, referrals, feedback, scamReports, mails, files };
  }

  return {
    cutoff,

    /** What the Personal data page shows: the period, who is due, the last runs and erasures. */
    async overview() {
      const at = cutoff();
      const [due, dueTotal, runs, erasures] = await Promise.all([
        privacyRepository.due(db, at, 100),
        privacyRepository.dueCount(db, at),
        privacyRepository.runs(db, 10),
        privacyRepository.erasures(db, 20),
      ]);
      return {
        retention_months: ctx.config.retentionMonths,
        cutoff: at,
        due: due.map(toPersonalDataCandidate),
        due_total: dueTotal,
        runs: runs as RetentionRun[],
        erasures: erasures as ErasureRecord[],
      };
    },

    /** A person found by candidate id, e-mail or phone: their candidate rows and how much else is held. */
    async person(q: PersonQuery) {
      const p = await findPerson(q);
      const g = await gather(p);
      return {
        emails: p.emails,
        phones: p.phones,
        candidates: g.candidates.map(toPersonalDataCandidate),
        referrals_made: g.referrals.made.length,
        referrals_about: g.referrals.about.length,
        feedback: g.feedback.length,
        scam_reports: g.scamReports.length,
        mails: g.mails.length,
        files: g.files.length,
      };
    },

    /**
     * Everything held about a person as one zip, streamed: personal-data.json (export-document.ts: what they gave and what was recorded, readable) and their
     * files under files/. Nothing is read into memory beyond one chunk of a file at a time.
     */
    async exportZip(q: PersonQuery, viewerId: number): Promise<Readable> {
      const p = await findPerson(q);
      const g = await gather(p);
      if (!p.candidateIds.length && !g.referrals.about.length && !g.feedback.length && !g.scamReports.length && !g.mails.length) {
        throw new NotFound(PRIVACY_MSG.personNotFound);
      }
      const entryName = (f: { id: number; original_name: string }) => `files/${f.id}-${f.original_name.replace(/[^\w.-]+/g, '_').slice(0, 120)}`;
      const present = await Promise.all(g.files.map(async (f) => ((await ctx.files.exists(f.storage_key)) ? f : null)));
      // a resume leaving in the zip is a view like any other: on the application's timeline (issue 15's audit)
      const exported = new Set(present.map((f) => f?.id));
      const at = now();
      for (const c of g.candidates) {
        if (c.resume_file_id !== null && exported.has(c.resume_file_id)) {
          await recordCandidateEvent(ctx.db, { candidateId: c.id, actorUserId: viewerId, kind: 'resume_viewed', detail: { mode: 'export' }, at });
        }
      }
      const [notes, interviews] = await Promise.all([privacyRepository.notes(db, p.candidateIds), privacyRepository.interviews(db, p.candidateIds)]);
      const document = exportDocument(
        { ...g, notes, interviews },
        {
          exportedAt: now(),
          noticeVersion: PRIVACY_NOTICE_VERSION,
          emails: p.emails,
          phones: p.phones,
          fileName: (id) => {
            const f = present.find((x) => x?.id === id);
            return f ? entryName(f) : null;
          },
        },
      );

      const out = new PassThrough();
      const zip = new Zip((err, chunk, final) => {
        if (err) return void out.destroy(err);
        out.write(Buffer.from(chunk));
        if (final) out.end();
      });
      const json = new ZipDeflate('personal-data.json', { level: 6 });
      zip.add(json);
      json.push(Buffer.from(JSON.stringify(document, null, 2)), true);
      void (async () => {
        for (const f of present) {
          if (!f) continue;
          const entry = new ZipPassThrough(entryName(f));
          zip.add(entry);
          for await (const chunk of ctx.files.open(f.storage_key)) entry.push(chunk as Buffer);
          entry.push(new Uint8Array(0), true);
        }
        zip.end();
      })().catch((err: Error) => out.destroy(err));
      return out;
    },

    /**
     * Erase a person (Admin): every candidate row with their e-mail or phone and all that hangs off
     * them, their feedback and scam reports, the mails to them; referrals naming them as the friend
     * are anonymised (the referral stays as a count, without who), their name is cut out of mails
     * to others (a friend's "X referred you"). Their files are removed after the commit. The erasure
     * is recorded with who did it and how many rows and files went, never whom it was about.
     */
    async erase(q: PersonQuery, by: number | null): Promise<ErasureResult> {
      const p = await findPerson(q);
      const g = await gather(p);
      const scamIds = g.scamReports.map((s) => s.id);
      const feedbackIds = g.feedback.map((f) => f.id);
      if (!p.candidateIds.length && !g.referrals.about.length && !feedbackIds.length && !scamIds.length && !g.mails.length) {
        throw new NotFound(PRIVACY_MSG.personNotFound);
      }
      const removed = await db.transaction().execute(async (trx) => {
        const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
        const r = await deleteCandidates(trx, p.candidateIds, stats);
        for (const ref of g.referrals.about) {
          const u = await trx
            .updateTable('referrals')
            .set({
              friend_name: REDACTED,
              friend_contact: `removed-${ref.id}`,
              friend_email: null,
              preferred_company: null,
              removal_token_hash: null,
            })
            .where('id', '=', ref.id)
            // not again: an erasure running at the same time may have anonymised it first
            .where('friend_contact', '!=', `removed-${ref.id}`)
            .executeTakeFirst();
          r.referralsAnonymised += Number(u.numUpdatedRows);
          // the row stays, its friend's e-mail is gone from the 'with an e-mail' total
          if (Number(u.numUpdatedRows) && ref.friend_email)
            await stats.countChange(trx, { kind: 'referrals_removed', count: 0, withEmail: 0, emailsErased: 1 });
        }
        if (feedbackIds.length) r.rows += count(await trx.deleteFrom('feedback').where('id', 'in', feedbackIds).executeTakeFirstOrThrow());
        if (scamIds.length) {
          const proofIds = g.scamReports.map((s) => s.proof_file_id).filter((x): x is number => x !== null);
          r.rows += count(await trx.deleteFrom('scam_reports').where('id', 'in', scamIds).executeTakeFirstOrThrow());
          if (proofIds.length) {
            const files = await trx.selectFrom('stored_files').select('storage_key').where('id', 'in', proofIds).execute();
            r.fileKeys.push(...files.map((f) => f.storage_key));
            r.rows += count(await trx.deleteFrom('stored_files').where('id', 'in', proofIds).executeTakeFirstOrThrow());
          }
        }
        if (p.emails.length) r.rows += count(await trx.deleteFrom('outbox').where('to_address', 'in', p.emails).executeTakeFirstOrThrow());
        // the same erasure made at the same time got there first: nothing is held any more (and no record)
        if (r.rows === 0 && r.referralsAnonymised === 0) throw new NotFound(PRIVACY_MSG.personNotFound);
        // their name in mails to other people (a friend's "X referred you")
        await redactNames(trx, p.names);
        await trx
          .insertInto('erasures')
          .values({ erased_at: now(), erased_by: by, reason: 'admin', rows_deleted: r.rows, files_removed: r.fileKeys.length })
          .execute();
        return r;
      });
      const filesRemoved = await removeFiles(removed.fileKeys);
      return { rows_deleted: removed.rows, files_removed: filesRemoved, referrals_anonymised: removed.referralsAnonymised };
    },

    /**
     * The retention run (daily, and on demand): candidates not hired with nothing newer than the
     * cutoff are erased with their files, in batches; referrals older than the cutoff go too; the
     * mails to an address none of whose candidates remain go with them, and that person's name is
     * cut out of mails to others. One row records it.
     */
    async runRetention(): Promise<RetentionRun> {
      const at = cutoff();
      const due = await privacyRepository.due(db, at, null);
      let erased = 0;
      let filesRemoved = 0;
      for (let i = 0; i < due.length; i += RETENTION_BATCH) {
        const batch = due.slice(i, i + RETENTION_BATCH);
        const ids = batch.map((c) => c.id);
        const emails = [...new Set(batch.map((c) => c.email))];
        const removed = await db.transaction().execute(async (trx) => {
          const r = await deleteCandidates(trx, ids, stats);
          const remaining = new Set((await trx.selectFrom('candidates').select('email').where('email', 'in', emails).execute()).map((c) => c.email));
          const gone = emails.filter((e) => !remaining.has(e));
          if (gone.length) await trx.deleteFrom('outbox').where('to_address', 'in', gone).execute();
          // the name of someone entirely gone, out of mails to others too (as an erasure does)
          await redactNames(trx, [...new Set(batch.filter((c) => !remaining.has(c.email)).map((c) => c.candidate_name))]);
          return r;
        });
        erased += ids.length;
        filesRemoved += await removeFiles(removed.fileKeys);
      }
      const oldReferrals = await db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('referrals')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.count<number>('friend_email').as('with_email')])
          .where('created_at', '<', at)
          .executeTakeFirstOrThrow();
        const deleted = await trx.deleteFrom('referrals').where('created_at', '<', at).executeTakeFirstOrThrow();
        await stats.countChange(trx, { kind: 'referrals_removed', count: Number(deleted.numDeletedRows), withEmail: Number(old.with_email) });
        return deleted;
      });
      const row = {
        ran_at: now(),
        cutoff: at,
        candidates_erased: erased,
        referrals_deleted: Number(oldReferrals.numDeletedRows),
        files_removed: filesRemoved,
      };
      const { id } = await db.insertInto('retention_runs').values(row).returning('id').executeTakeFirstOrThrow();
      return { id, ...row };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
