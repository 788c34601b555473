import {
  BULK_MAX,
  BULK_MSG,
  PIPELINE_STAGE_LABELS,
  bulkSummary,
  pipelineColumn,
  type BulkAction,
  type BulkActionInput,
  type BulkFilters,
  type BulkResult,
  type BulkRowResult,
  type BulkSelection,
  type CandidateInput,
  type PersonApplication,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { FilesService } from '../../files/files.service.js';
import { HttpError, Invalid } from '../../http/errors.js';
import { candidateRejected, stageChanged, type MailedStage } from '../../mail/templates.js';
import type { MailTemplatesService } from '../mail-templates/mail-templates.service.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { TrackersService } from '../trackers/trackers.service.js';
import { recordCandidateEvent } from '../workspace/candidate-events.js';
import type { WorkspaceService } from '../workspace/workspace.service.js';

type BulkApplication = PersonApplication & { client_id: number | null; resume_file_id: number | null };
interface BulkPerson {
  id: number;
  candidate_name: string;
  email: string;
  mobile_number: string;
  current_location: string;
  first_applied_at: string;
  applications: BulkApplication[];
}

/** A refusal of one row: the rule's own message, as the single action answers it. */
class Refused extends Error {}

const MAILED_STAGES: readonly string[] = ['hr_interview', 'client_interview', 'offer_letter'] satisfies MailedStage[];

/**
 * The application of a person a row's action takes (decision 230): the one the search's job, client
 * and stage filters match; refused when none or several match (filter by job to choose one).
 */
function targetOf(person: BulkPerson, filters: BulkFilters): BulkApplication {
  const matching = person.applications.filter(
    (a) =>
      (!filters.job_id || a.job_id === filters.job_id) &&
      (!filters.client_id || a.client_id === filters.client_id) &&
      (!filters.stage || a.stage === filters.stage),
  );
  if (matching.length === 0) throw new Refused(BULK_MSG.noApplication);
  if (matching.length > 1) throw new Refused(BULK_MSG.severalApplications(matching.length));
  return matching[0]!;
}

/**
 * Bulk work on the candidate search (issue 43, decisions 230–232). Each row is the same service call
 * as the single action (the tracker's complete and reject, the application, a queued mail), in its
 * own transaction: a refused row answers with the rule's reason and undoes nothing else. Each row
 * done leaves one entry on the candidate's timeline, with who did it (the audit).
 */
export function createBulkService(
  ctx: AppContext,
  {
    workspace,
    trackers,
    candidates,
    files,
    mailTemplates,
  }: {
    workspace: WorkspaceService;
    trackers: TrackersService;
    candidates: CandidatesService;
    files: FilesService;
    mailTemplates: MailTemplatesService;
  },
) {
  const now = () => ctx.clock().toISOString();

  /** The selection's people; 422 when "all matching" is more than BULK_MAX. Unknown ticked ids answer as refused rows. */
  async function selectionOf(sel: BulkSelection) {
    const { people, more } = await workspace.bulkPeople(sel, BULK_MAX);
    if (more) throw Invalid.field('all', BULK_MSG.tooMany);
    const found = new Set(people.map((p) => p.id));
    const missing = sel.all ? [] : [...new Set(sel.ids ?? [])].filter((id) => !found.has(id));
    return { people: people as BulkPerson[], missing };
  }

  /** A tracker to act on: the screens start it first when the candidate has none (screening). */
  async function ensureTracker(candidateId: number) {
    const t = await trackers.findByCandidate(candidateId);
    if (t) return t;
    await trackers.create(candidateId);
    return (await trackers.findByCandidate(candidateId))!;
  }

  /** One row's action; answers what was done (a refusal throws). */
  async function actOn(person: BulkPerson, input: BulkActionInput, actorUserId: number): Promise<{ candidateId: number; message: string }> {
    switch (input.action) {
      case 'complete_stage': {
        const app = targetOf(person, input.filters);
        const stage = pipelineColumn(await ensureTracker(app.id));
        if (stage === 'joined') throw new Refused(BULK_MSG.allCompleted);
        await trackers.update(app.id, { stage }, actorUserId);
        return { candidateId: app.id, message: `${PIPELINE_STAGE_LABELS[stage]} completed (${app.job_title})` };
      }
      case 'reject': {
        const app = targetOf(person, input.filters);
        await ensureTracker(app.id);
        await trackers.update(app.id, { reject: input.reason!, notifyCandidate: input.notify_candidate ?? false }, actorUserId);
        return { candidateId: app.id, message: `Rejected (${app.job_title})` };
      }
      case 'email': {
        const app = targetOf(person, input.filters);
        const rejection = input.template === 'candidate_rejected';
        if (rejection && app.stage !== 'rejected') throw new Refused(BULK_MSG.notRejected);
        if (!rejection && !MAILED_STAGES.includes(app.stage)) throw new Refused(BULK_MSG.noStageMail(app.stage_label));
        const stage = app.stage;
        const at = now();
        await ctx.db.transaction().execute(async (trx) => {
          // the text Admin keeps for the template (the default when none)
          const template = await mailTemplates.body(trx, rejection ? 'candidate_rejected' : 'stage_changed');
          const to = person.email;
          const name = person.candidate_name;
          await ctx.outbox.enqueue(
            trx,
            rejection
              ? candidateRejected({ to, name, jobTitle: app.job_title, template })
              : stageChanged({ to, name, jobTitle: app.job_title, stage: stage as MailedStage, template }),
          );
          await recordCandidateEvent(trx, {
            candidateId: app.id,
            actorUserId,
            kind: 'mailed',
            detail: { job_id: app.job_id, template: input.template, stage },
            at,
          });
        });
        return { candidateId: app.id, message: `E-mailed (${app.job_title})` };
      }
      case 'add_to_job': {
        // the person's latest application gives the details and the resume (a copy of the file)
        const latest = person.applications.at(-1);
        const row = latest ? await candidates.findRow(latest.id) : undefined;
        if (!latest || !row) throw new Refused(BULK_MSG.notFound);
        const resume = await files.reread(row.resume_file_id);
        if (!resume) throw new Refused('This candidate’s resume is missing: add them to the job with a resume.');
        const input2: CandidateInput = {
          job_id: input.job_id!,
          candidate_name: row.candidate_name,
          email: row.email,
          mobile_number: row.mobile_number,
          current_location: row.current_location,
          current_company: row.current_company,
          years_experience: row.years_experience,
          relevant_experience: row.relevant_experience,
          current_ctc: row.current_ctc,
          expected_ctc: row.expected_ctc,
          notice_period: row.notice_period,
          preferred_location: row.preferred_location,
          available_for_interview: row.available_for_interview,
          has_preferred_company: row.has_preferred_company === 'yes' ? 'yes' : 'no',
          preferred_company: row.preferred_company,
          remarks: row.remarks,
        };
        const added = await candidates.apply(input2, resume, true, actorUserId);
        return { candidateId: added.id, message: `Added to ${added.job_title}` };
      }
    }
  }

  async function eachRow(
    sel: BulkSelection,
    action: BulkAction | 'export',
    work: (person: BulkPerson) => Promise<{ candidateId: number; message: string }>,
  ): Promise<{ result: BulkResult; message: string }> {
    const { people, missing } = await selectionOf(sel);
    const rows: BulkRowResult[] = [];
    for (const person of people) {
      try {
        const done = await work(person);
        rows.push({ id: person.id, candidate_id: done.candidateId, candidate_name: person.candidate_name, ok: true, message: done.message });
      } catch (err) {
        // a rule's refusal (409, 404, a field) answers for this row; anything else is the server's fault
        if (!(err instanceof Refused) && !(err instanceof HttpError && err.statusCode < 500)) throw err;
        const message = err instanceof HttpError && err.errors ? (Object.values(err.errors)[0]?.[0] ?? err.message) : err.message;
        rows.push({ id: person.id, candidate_id: null, candidate_name: person.candidate_name, ok: false, message });
      }
    }
    for (const id of missing) rows.push({ id, candidate_id: null, candidate_name: `#${id}`, ok: false, message: BULK_MSG.notFound });
    const done = rows.filter((r) => r.ok).length;
    const refused = rows.length - done;
    return { result: { done, refused, rows }, message: bulkSummary(action, done, refused) };
  }

  return {
    /** Complete the next stage, reject with a reason, e-mail with a template or add to another job: row by row. */
    run: (input: BulkActionInput, actorUserId: number) => eachRow(input, input.action, (person) => actOn(person, input, actorUserId)),

    /**
     * The selection for the CSV: each person with their applications, recorded as exported on the
     * timeline (the audit part, Admin's view) in one transaction with the read.
     */
    async exportRows(sel: BulkSelection, actorUserId: number) {
      const { people } = await selectionOf(sel);
      const at = now();
      await ctx.db.transaction().execute(async (trx) => {
        for (const person of people)
          await recordCandidateEvent(trx, { candidateId: person.id, actorUserId, kind: 'exported', detail: { rows: people.length }, at });
      });
      return people;
    },
  };
}
export type BulkService = ReturnType<typeof createBulkService>;
