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
import type { Tx } from '../../db/database.js';
import type { FilesService } from '../../files/files.service.js';
import { NotFound } from '../../http/errors.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { ClientReviewService } from '../client-review/client-review.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { InterviewsService } from '../interviews/interviews.service.js';
import type { JobAlertsService } from '../job-alerts/job-alerts.service.js';
import type { ReferralsService } from '../referrals/referrals.service.js';
import type { ScamsService } from '../scams/scams.service.js';
import type { StatsService } from '../stats/stats.service.js';
import type { TrackersService } from '../trackers/trackers.service.js';
import type { WorkspaceService } from '../workspace/workspace.service.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';
import { privacyRepository } from './privacy.repository.js';
import { recordErasure } from './erasure-log.js';
import { exportDocument } from './export-document.js';
import { deleteApplicantLinksOf } from '../../auth/applicant-links.js';

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

/**
 * Who a person is, as the database knows them: their applications (one e-mail is one person, and
 * the applications staff linked to them: `person_id`), every e-mail and phone those carry, and the
 * phone asked for, if any. A phone shared with someone else joins nobody (issue 41).
 */
interface Person {
  candidateIds: number[];
  emails: string[];
  /** The phones of their applications and the one asked for: what referrals naming them are found by. */
  phones: string[];
  /** The phone the search asked for (the public forms' rows are found by e-mail, and by this). */
  askedPhones: string[];
  names: string[];
}

interface Removed {
  rows: number;
  referralsAnonymised: number;
  /** Client contacts (rows and the client form's contact fields) anonymised (decision 298). */
  contactsAnonymised: number;
  /** Storage keys to remove once the transaction has committed. */
  fileKeys: string[];
}

/** The services of the modules holding personal data: the privacy module reads and deletes it through them. */
export interface PrivacyDeps {
  stats: StatsService;
  files: FilesService;
  candidates: CandidatesService;
  referrals: ReferralsService;
  trackers: TrackersService;
  interviews: InterviewsService;
  workspace: WorkspaceService;
  feedback: FeedbackService;
  scams: ScamsService;
  jobAlerts: JobAlertsService;
  clientReview: ClientReviewService;
}

export function createPrivacyService(ctx: AppContext, deps: PrivacyDeps) {
  const { stats, files, candidates, referrals, trackers, interviews, workspace, feedback, scams, jobAlerts, clientReview } = deps;
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

  const findPerson = async (q: PersonQuery): Promise<Person> => ({
    ...(await candidates.findPerson({ candidateId: q.candidate_id, email: q.email, phone: q.phone })),
    askedPhones: q.phone ? [q.phone] : [],
  });

  /** Everything held about a person, as the export writes it and the erasure deletes it. */
  async function gather(p: Person) {
    const [candidateRows, trackerRows, referralRows, feedbackRows, scamReports, mails, alerts, clientContacts] = await Promise.all([
      candidates.withJobAndTracker(p.candidateIds),
      trackers.ofCandidates(p.candidateIds),
      referrals.ofPerson(p),
      feedback.sentBy({ emails: p.emails, phones: p.askedPhones }),
      scams.sentBy({ emails: p.emails, phones: p.askedPhones }),
      ctx.outbox.mailsTo(p.emails),
      jobAlerts.ofEmails(p.emails),
      clientReview.personalDataOf(p.emails),
    ]);
    const fileIds = [...candidateRows.map((c) => c.resume_file_id), ...scamReports.map((s) => s.proof_file_id)].filter(
      (x): x is number => x !== null,
    );
    const fileRows = await files.rows(fileIds);
    return {
      candidates: candidateRows,
      trackers: trackerRows,
      referrals: referralRows,
      feedback: feedbackRows,
      scamReports,
      mails,
      alerts,
      clientContacts,
      files: fileRows,
    };
  }

  /**
   * Delete candidate rows and everything hanging off them, inside the caller's transaction: the
   * referrals they made (and the friends' details in them, which came from them, with the mails to
   * those friends), their referral counters, trackers, the candidate rows (tables added later with
   * ON DELETE CASCADE to candidates, such as notes, go with them) and their resume rows. Answers the
   * rows deleted and the files to remove after commit.
   */
  async function deleteCandidates(trx: Tx, ids: number[]): Promise<Removed> {
    const out: Removed = { rows: 0, referralsAnonymised: 0, contactsAnonymised: 0, fileKeys: [] };
    if (!ids.length) return out;
    // the referrals they made go, and with them the mails that told those friends (the friends' details came from them)
    const made = await referrals.madeBy(trx, ids);
    if (made.friendEmails.length) out.rows += await ctx.outbox.deleteTo(trx, made.friendEmails, 'referral_received');
    out.rows += await referrals.deleteMadeBy(trx, ids);
    out.rows += await trackers.deleteOfCandidates(trx, ids);
    const applications = await candidates.deleteApplications(trx, ids);
    out.rows += applications.rows;
    // what the dashboard figures lose (issue 19): the candidates of each job, the referrals they made
    await stats.countChange(trx, { kind: 'candidates_removed', byJob: applications.byJob });
    await stats.countChange(trx, { kind: 'referrals_removed', count: made.count, withEmail: made.withEmail });
    if (applications.resumeFileIds.length) {
      const resumes = await files.deleteRows(trx, applications.resumeFileIds);
      out.fileKeys.push(...resumes.keys);
      out.rows += resumes.rows;
    }
    return out;
  }

  /** A person's names cut out of every stored mail (subject, text, HTML), e.g. a friend's "X referred you". */
  async function redactNames(trx: Tx, names: string[]) {
    for (const name of names.filter((n) => n.length >= 3)) await ctx.outbox.redact(trx, name, REDACTED);
  }

  return {
    cutoff,

    /** What the Personal data page shows: the period, who is due, the last runs and erasures. */
    async overview() {
      const at = cutoff();
      const [due, dueTotal, runs, erasures] = await Promise.all([
        candidates.dueForErasure(at, 100),
        candidates.dueForErasureCount(at),
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
        client_contacts: g.clientContacts.contacts.length,
        job_alerts: g.alerts.length,
      };
    },

    /**
     * Everything held about a person as one zip, streamed: personal-data.json (export-document.ts: what they gave and what was recorded, readable) and their
     * files under files/. Nothing is read into memory beyond one chunk of a file at a time.
     */
    async exportZip(q: PersonQuery, viewerId: number | null): Promise<Readable> {
      const p = await findPerson(q);
      const g = await gather(p);
      if (
        !p.candidateIds.length &&
        !g.referrals.about.length &&
        !g.feedback.length &&
        !g.scamReports.length &&
        !g.mails.length &&
        !g.alerts.length &&
        !g.clientContacts.contacts.length
      ) {
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
      const [notes, interviewRows] = await Promise.all([workspace.notesOfCandidates(p.candidateIds), interviews.ofCandidates(p.candidateIds)]);
      const document = exportDocument(
        { ...g, notes, interviews: interviewRows },
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
    async erase(q: PersonQuery, by: number | null, reason: 'admin' | 'applicant' = 'admin'): Promise<ErasureResult> {
      const p = await findPerson(q);
      const g = await gather(p);
      const scamIds = g.scamReports.map((s) => s.id);
      const feedbackIds = g.feedback.map((f) => f.id);
      if (
        !p.candidateIds.length &&
        !g.referrals.about.length &&
        !feedbackIds.length &&
        !scamIds.length &&
        !g.mails.length &&
        !g.alerts.length &&
        !g.clientContacts.contacts.length
      ) {
        throw new NotFound(PRIVACY_MSG.personNotFound);
      }
      const removed = await db.transaction().execute(async (trx) => {
        const r = await deleteCandidates(trx, p.candidateIds);
        for (const ref of g.referrals.about) {
          // not again: an erasure running at the same time may have anonymised it first
          if (!(await referrals.anonymiseFriend(trx, ref.id, REDACTED))) continue;
          r.referralsAnonymised++;
          // the row stays, its friend's e-mail is gone from the 'with an e-mail' total
          if (ref.friend_email) await stats.countChange(trx, { kind: 'referrals_removed', count: 0, withEmail: 0, emailsErased: 1 });
        }
        if (feedbackIds.length) r.rows += await feedback.deleteMany(trx, feedbackIds);
        if (scamIds.length) {
          const proofIds = g.scamReports.map((s) => s.proof_file_id).filter((x): x is number => x !== null);
          r.rows += await scams.deleteMany(trx, scamIds);
          if (proofIds.length) {
            const proofs = await files.deleteRows(trx, proofIds);
            r.fileKeys.push(...proofs.keys);
            r.rows += proofs.rows;
          }
        }
        if (p.emails.length) r.rows += await ctx.outbox.deleteTo(trx, p.emails);
        // the links to their own applications page (issue 46)
        if (p.emails.length) r.rows += await deleteApplicantLinksOf(trx, p.emails);
        // their job alerts (issue 46)
        if (p.emails.length) r.rows += await jobAlerts.deleteOf(trx, p.emails);
        // the same erasure made at the same time got there first: nothing is held any more (and no record)
        // as a client's contact (decision 298): the contact rows anonymised, the timeline and bell entries naming them rewritten
        const asContact = await clientReview.eraseContactsOf(trx, p.emails, REDACTED);
        r.rows += asContact.rows;
        r.contactsAnonymised = asContact.contacts;
        if (r.rows === 0 && r.referralsAnonymised === 0 && r.contactsAnonymised === 0) throw new NotFound(PRIVACY_MSG.personNotFound);
        // their name in mails to other people (a friend's "X referred you")
        await redactNames(trx, [...p.names, ...g.clientContacts.contacts.map((c) => c.name)]);
        await recordErasure(trx, { at: now(), by, reason, rowsDeleted: r.rows, filesRemoved: r.fileKeys.length });
        return r;
      });
      const filesRemoved = await removeFiles(removed.fileKeys);
      return {
        rows_deleted: removed.rows,
        files_removed: filesRemoved,
        referrals_anonymised: removed.referralsAnonymised,
        contacts_anonymised: removed.contactsAnonymised,
      };
    },

    /**
     * The retention run (daily, and on demand): candidates not hired with nothing newer than the
     * cutoff are erased with their files, in batches; referrals older than the cutoff go too; the
     * mails to an address none of whose candidates remain go with them, and that person's name is
     * cut out of mails to others. One row records it.
     */
    async runRetention(): Promise<RetentionRun> {
      const at = cutoff();
      const due = await candidates.dueForErasure(at, null);
      let erased = 0;
      let filesRemoved = 0;
      for (let i = 0; i < due.length; i += RETENTION_BATCH) {
        const batch = due.slice(i, i + RETENTION_BATCH);
        const ids = batch.map((c) => c.id);
        const emails = [...new Set(batch.map((c) => c.email))];
        const removed = await db.transaction().execute(async (trx) => {
          const r = await deleteCandidates(trx, ids);
          const remaining = await candidates.emailsHeld(trx, emails);
          const gone = emails.filter((e) => !remaining.has(e));
          if (gone.length) await ctx.outbox.deleteTo(trx, gone);
          if (gone.length) await deleteApplicantLinksOf(trx, gone);
          // the name of someone entirely gone, out of mails to others too (as an erasure does)
          await redactNames(trx, [...new Set(batch.filter((c) => !remaining.has(c.email)).map((c) => c.candidate_name))]);
          return r;
        });
        erased += ids.length;
        filesRemoved += await removeFiles(removed.fileKeys);
      }
      const oldReferrals = await db.transaction().execute(async (trx) => {
        const old = await referrals.deleteOlderThan(trx, at);
        await stats.countChange(trx, { kind: 'referrals_removed', count: old.deleted, withEmail: old.withEmail });
        return old;
      });
      const row = {
        ran_at: now(),
        cutoff: at,
        candidates_erased: erased,
        referrals_deleted: oldReferrals.deleted,
        files_removed: filesRemoved,
      };
      const id = await privacyRepository.insertRun(db, row);
      return { id, ...row };
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;
