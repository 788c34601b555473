import {
  API_PREFIX,
  AUDIT_EVENT_KINDS,
  PEOPLE_PER_PAGE,
  PIPELINE_STAGE_LABELS,
  STAGES,
  TIMELINE_PAGE,
  allowedTrackerActions,
  interviewStageOf,
  isJobClosed,
  type CandidateEventKind,
  type CandidateProfile,
  type PeopleQuery,
  type PossibleDuplicate,
  type TimelineEntry,
  type Person,
  type PersonApplication,
  type ProfileApplication,
  pipelineColumn,
  type PipelineStage,
  type Role,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { phoneKey, separateEmail } from '../../db/people.js';
import { readRows } from '../../db/database.js';
import { hasTerms, parseResumeQuery, snippetSegments } from '../../db/resume-text-search.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { recordCandidateEvent } from './candidate-events.js';
import { peopleByResume } from './resume-search.repository.js';
import { storedFilesRepository, workspaceRepository, type ApplicationRow, type PersonHeadRow } from './workspace.repository.js';

type StageColumns = Pick<ApplicationRow, 'tracker_id' | 'rejected' | (typeof STAGES)[number]>;

/** Where an application stands (PIPELINE_STAGES): rejected, or the board's column (screening with no tracker yet). */
export function stageOf(t: StageColumns): PipelineStage {
  if (!t.tracker_id) return 'screening';
  if (t.rejected) return 'rejected';
  return pipelineColumn(t);
}

const resumeKind = (mime: string | null | undefined) =>
  mime === 'application/pdf' ? 'pdf' : mime?.includes('wordprocessingml') ? 'docx' : mime === 'application/msword' ? 'doc' : null;

function toApplication(a: ApplicationRow) {
  const stage = stageOf(a);
  return {
    id: a.id,
    job_id: a.job_id,
    job_title: a.job_title,
    client_name: a.client_name,
    applied_at: a.created_at,
    stage,
    stage_label: PIPELINE_STAGE_LABELS[stage],
    rejection_reason: a.rejected ? a.rejection_reason : null,
  } satisfies PersonApplication;
}

/**
 * A profile's application with what may be done to it now: the rules the tracker and interview
 * routes enforce (contract allowedTrackerActions), so the screen offers only what they accept.
 */
function toProfileApplication(a: ApplicationRow & { is_active: number; status: string }, upcoming: { candidate_id: number; stage: string }[]) {
  const stages = a.tracker_id ? a : null;
  const interviewStage = interviewStageOf(stages);
  const allowed = allowedTrackerActions({
    stages,
    jobClosed: isJobClosed(a),
    upcomingInterview: upcoming.some((i) => i.candidate_id === a.id && i.stage === interviewStage),
  });
  const next = STAGES.find((s) => stages?.[s] !== 'completed') ?? null;
  return {
    ...toApplication(a),
    allowed_actions: allowed,
    next_stage: next,
    // the stage the candidate stands in, which "Complete" completes, named as the timeline then names it
    next_stage_label: next ? PIPELINE_STAGE_LABELS[next] : null,
  } satisfies ProfileApplication;
}

function toPerson(h: PersonHeadRow, apps: ApplicationRow[]) {
  return {
    id: h.id,
    candidate_name: h.candidate_name,
    email: h.email,
    mobile_number: h.mobile_number,
    current_location: h.current_location,
    first_applied_at: h.created_at,
    applications: apps.map(toApplication),
  } satisfies Person;
}

export const NOTHING_TO_SEPARATE = 'This candidate has one e-mail: there is nothing to separate.';

/** The others in a person by staff's 'Same person': the first application of each e-mail but this one's. */
function linkedTo(email: string, apps: { id: number; email: string; candidate_name: string }[]) {
  const seen = new Set([email]);
  const out: { id: number; candidate_name: string; email: string }[] = [];
  for (const a of apps) {
    if (seen.has(a.email)) continue;
    seen.add(a.email);
    out.push({ id: a.id, candidate_name: a.candidate_name, email: a.email });
  }
  return out;
}

export function createWorkspaceService(ctx: AppContext) {
  const now = () => ctx.clock().toISOString();

  async function withApplications(heads: PersonHeadRow[]) {
    return shaped(
      heads,
      await workspaceRepository.applicationsOf(
        ctx.db,
        ctx.dialect,
        heads.map((h) => h.id),
      ),
    );
  }

  /** Each person with their applications (oldest first). */
  function shaped(heads: PersonHeadRow[], apps: ApplicationRow[]) {
    const byPerson = new Map<number, ApplicationRow[]>();
    for (const a of apps) {
      const own = byPerson.get(a.person_id!);
      if (own) own.push(a);
      else byPerson.set(a.person_id!, [a]);
    }
    return heads.map((h) => toPerson(h, byPerson.get(h.id) ?? []));
  }

  /** The search with "Résumé contains" (issue 45): best match first, each person with their résumé's snippet. */
  async function byResume(q: Omit<PeopleQuery, 'page'>, offset: number, limit: number) {
    const parsed = parseResumeQuery(q.resume ?? '');
    if (!hasTerms(parsed)) return [];
    const heads = await peopleByResume(ctx.db, ctx.dialect, { ...q, timeZone: ctx.config.timeZone }, parsed, offset, limit);
    const people = await withApplications(heads);
    return people.map((p, i) => ({ ...p, resume_snippet: snippetSegments(heads[i]!.snippet) }));
  }

  async function personOf(id: number) {
    const row = await workspaceRepository.candidate(ctx.db, id);
    if (!row || row.person_id === null) throw new NotFound('Candidate not found');
    return row;
  }

  return {
    /** One page of people (25), in the asked order; `has_more` instead of a count (decision 92). */
    async search(q: PeopleQuery) {
      const offset = (q.page - 1) * PEOPLE_PER_PAGE;
      if (q.resume) {
        const heads = await byResume(q, offset, PEOPLE_PER_PAGE + 1);
        return { rows: heads.slice(0, PEOPLE_PER_PAGE), more: heads.length > PEOPLE_PER_PAGE };
      }
      const page = { sort: q.sort, dir: q.dir, offset, limit: PEOPLE_PER_PAGE + 1 };
      const filters = { ...q, timeZone: ctx.config.timeZone };
      const { heads, applications } = await workspaceRepository.peopleWithApplications(ctx.db, ctx.dialect, filters, page);
      return { rows: shaped(heads.slice(0, PEOPLE_PER_PAGE), applications), more: heads.length > PEOPLE_PER_PAGE };
    },

    /** Experience, pay and notice of these applications, by id (the candidate CSV, issue 43). */
    async workDetails(candidateIds: number[]) {
      return new Map((await workspaceRepository.workDetails(ctx.db, candidateIds)).map((r) => [r.id, r]));
    },

    /** Every person of a search, in its order, a batch at a time (the CSV export). */
    async *searchAll(q: Omit<PeopleQuery, 'page'>) {
      const batch = 500;
      const filters = { ...q, timeZone: ctx.config.timeZone };
      for (let offset = 0; ; offset += batch) {
        if (q.resume) {
          const found = await byResume(q, offset, batch);
          yield found;
          if (found.length < batch) return;
          continue;
        }
        const heads = await workspaceRepository.people(ctx.db, ctx.dialect, filters, { sort: q.sort, dir: q.dir, offset, limit: batch });
        yield await withApplications(heads);
        if (heads.length < batch) return;
      }
    },

    /**
     * The people a bulk action takes (issue 43): these search rows (in the order given; an unknown id
     * is left out), or every person the filters match, at most `max` (`more`: more match). Each with
     * their applications as the search shows them, with the client and resume the action may need.
     */
    async bulkPeople(sel: { ids?: number[]; all?: boolean; filters: Omit<PeopleQuery, 'page'> }, max: number) {
      const parsed = sel.all && sel.filters.resume ? parseResumeQuery(sel.filters.resume) : null;
      const heads: PersonHeadRow[] = parsed
        ? // "Résumé contains" (issue 45): the people the search shows for it, best match first
          hasTerms(parsed)
          ? await peopleByResume(ctx.db, ctx.dialect, { ...sel.filters, timeZone: ctx.config.timeZone }, parsed, 0, max + 1)
          : []
        : sel.all
          ? await workspaceRepository.people(
              ctx.db,
              ctx.dialect,
              { ...sel.filters, timeZone: ctx.config.timeZone },
              { sort: sel.filters.sort, dir: sel.filters.dir, offset: 0, limit: max + 1 },
            )
          : await workspaceRepository.headsByIds(ctx.db, [...new Set(sel.ids ?? [])]);
      if (heads.length > max) return { people: [], more: true };
      if (!sel.all) {
        const order = new Map((sel.ids ?? []).map((id, i) => [id, i]));
        heads.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      }
      const personOfHead = (h: PersonHeadRow) => h.person_id ?? h.id;
      const apps = await workspaceRepository.applicationsOf(ctx.db, ctx.dialect, [...new Set(heads.map(personOfHead))]);
      const people = heads.map((h) => ({
        id: h.id,
        candidate_name: h.candidate_name,
        email: h.email,
        mobile_number: h.mobile_number,
        current_location: h.current_location,
        first_applied_at: h.created_at,
        applications: apps
          .filter((a) => a.person_id === personOfHead(h))
          .map((a) => ({ ...toApplication(a), client_id: a.client_id, resume_file_id: a.resume_file_id })),
      }));
      return { people, more: false };
    },

    /** A candidate's profile: their contact details, every application of the person, notes. */
    async profile(id: number) {
      // the application, its person's applications, notes and upcoming interviews: read side by side
      const [found, apps, notes, upcoming] = await readRows(ctx.db, [
        workspaceRepository.candidateQuery(ctx.db, id),
        workspaceRepository.applicationsOfPersonOfQuery(ctx.db, id),
        workspaceRepository.notesOfPersonQuery(ctx.db, ctx.dialect, id, 100),
        workspaceRepository.upcomingInterviewsOfPersonQuery(ctx.db, ctx.dialect, id, now()),
      ]);
      const c = found[0];
      if (!c || c.person_id === null) throw new NotFound('Candidate not found');
      const kind = resumeKind(c.resume_mime);
      return {
        id: c.id,
        person_id: c.person_id,
        candidate_name: c.candidate_name,
        email: c.email,
        mobile_number: c.mobile_number,
        current_location: c.current_location,
        current_company: c.current_company,
        years_experience: c.years_experience,
        relevant_experience: c.relevant_experience,
        current_ctc: c.current_ctc,
        expected_ctc: c.expected_ctc,
        notice_period: c.notice_period,
        preferred_location: c.preferred_location,
        available_for_interview: c.available_for_interview,
        preferred_company: c.preferred_company,
        remarks: c.remarks,
        status: c.status,
        job_id: c.job_id,
        job_title: c.job_title,
        client_name: c.client_name,
        created_at: c.created_at,
        resume: c.resume_file_id
          ? {
              name: c.resume_name,
              kind,
              download_url: `${API_PREFIX}/candidates/${c.id}/resume`,
              // only a PDF is shown in the browser; DOC/DOCX are offered as a download
              inline_url: kind === 'pdf' ? `${API_PREFIX}/candidates/${c.id}/resume/inline` : null,
            }
          : null,
        applications: apps.map((a) => toProfileApplication(a, upcoming)),
        linked: linkedTo(c.email, apps),
        notes: notes.map((n) => ({ id: n.id, candidate_id: n.candidate_id, body: n.body, created_at: n.created_at, author: n.author })),
      } satisfies CandidateProfile;
    },

    /** The person's timeline, newest first; resume views (the audit part) for Admin only. */
    async timeline(id: number, role: Role, before?: number) {
      // the application (may it be shown?) and its person's events: read side by side
      const [shown, rows] = await readRows(ctx.db, [
        workspaceRepository.shownApplicationQuery(ctx.db, id),
        workspaceRepository.timelineOfPersonQuery(ctx.db, ctx.dialect, id, {
          before,
          limit: TIMELINE_PAGE + 1,
          withoutKinds: role === 'Admin' ? [] : AUDIT_EVENT_KINDS,
        }),
      ]);
      if (shown.length === 0) throw new NotFound('Candidate not found');
      const more = rows.length > TIMELINE_PAGE;
      return {
        rows: rows.slice(0, TIMELINE_PAGE).map(
          (e) =>
            ({
              id: e.id,
              candidate_id: e.candidate_id,
              kind: e.kind as CandidateEventKind, // written only by recordCandidateEvent, typed by the contract's kinds
              at: e.created_at,
              actor: e.actor_user_id ? { id: e.actor_user_id, username: e.actor } : null,
              job_title: e.job_title,
              detail: JSON.parse(e.detail) as Record<string, unknown>,
            }) satisfies TimelineEntry,
        ),
        more,
      };
    },

    async addNote(id: number, body: string, authorId: number) {
      const c = await personOf(id);
      const at = now();
      const note = await ctx.db.transaction().execute(async (trx) => {
        const n = await workspaceRepository.insertNote(trx, { candidate_id: c.id, author_user_id: authorId, body, created_at: at });
        await recordCandidateEvent(trx, { candidateId: c.id, actorUserId: authorId, kind: 'note', detail: { note_id: n.id, body }, at });
        return n;
      });
      return { id: note.id, candidate_id: note.candidate_id, body: note.body, created_at: note.created_at, author_user_id: note.author_user_id };
    },

    /** The audit record of a resume read (a download or the viewer). */
    async resumeViewed(id: number, viewerId: number, mode: 'download' | 'inline' | 'export') {
      await recordCandidateEvent(ctx.db, { candidateId: id, actorUserId: viewerId, kind: 'resume_viewed', detail: { mode }, at: now() });
    },

    /**
     * People who already have an application with this e-mail or phone (the 'Possible duplicate'
     * warning), at most five: those with the e-mail first (`match: 'email'`, the same person), then
     * those with only the phone (`match: 'phone'`, a suggestion staff answer; issue 41).
     */
    async duplicates(email: string | undefined, phone: string | undefined) {
      const key = phone ? phoneKey(phone) : '';
      const [byEmail, byPhone] = await Promise.all([
        email ? workspaceRepository.duplicates(ctx.db, ctx.dialect, email.toLowerCase(), null) : [],
        key.length >= 10 ? workspaceRepository.duplicates(ctx.db, ctx.dialect, null, key) : [],
      ]);
      const same = new Set(byEmail.map((h) => h.id));
      const found = [
        ...byEmail.map((h) => ({ h, match: 'email' as const })),
        ...byPhone.filter((h) => !same.has(h.id)).map((h) => ({ h, match: 'phone' as const })),
      ];
      return found
        .slice(0, 5)
        .map(
          ({ h, match }) =>
            ({ id: h.id, candidate_name: h.candidate_name, email: h.email, mobile_number: h.mobile_number, match }) satisfies PossibleDuplicate,
        );
    },

    /**
     * Undo a wrong link (issue 41): this application's e-mail leaves its person and becomes a person
     * of its own; both timelines record it, with who did it. 409 when the person has no other e-mail.
     */
    async separate(id: number, actorUserId: number) {
      await personOf(id);
      const at = now();
      return ctx.db.transaction().execute(async (trx) => {
        const parts = await separateEmail(trx, id);
        if (!parts) throw new Conflict(NOTHING_TO_SEPARATE);
        const { separated, remaining } = parts;
        await recordCandidateEvent(trx, { candidateId: separated, actorUserId, kind: 'separated', detail: { from_candidate_id: remaining }, at });
        await recordCandidateEvent(trx, { candidateId: remaining, actorUserId, kind: 'separated', detail: { from_candidate_id: separated }, at });
        return { person_id: separated, other_person_id: remaining };
      });
    },

    /** A PDF resume to show in the browser's viewer (only a PDF: DOC/DOCX are downloads), recorded as viewed by `viewerId` (null: not viewed). */
    async inlineResume(id: number, viewerId: number | null) {
      const c = await personOf(id);
      if (!c.resume_file_id || c.resume_mime !== 'application/pdf') throw new NotFound('No PDF resume');
      const file = await storedFilesRepository.find(ctx.db, c.resume_file_id);
      if (!file || !(await ctx.files.exists(file.storage_key))) throw new NotFound('File not found');
      if (viewerId !== null) await this.resumeViewed(id, viewerId, 'inline');
      return { ...file, stream: ctx.files.open(file.storage_key) };
    },

    /** The agency's notes on these applications, oldest first (the privacy module's export). */
    notesOfCandidates: (candidateIds: number[]) => workspaceRepository.notesOfCandidates(ctx.db, candidateIds),
  };
}
export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
