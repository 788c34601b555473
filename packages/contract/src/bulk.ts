import { z } from 'zod';
import { id } from './fields.js';
import { PeopleQuerySchema } from './workspace.js';

/**
 * Bulk work on the candidate search (issue 43, decisions 230–232): the rows staff tick, or every
 * person the filters match (at most BULK_MAX), then one action. Each row answers for itself: the
 * same service call as the single action, in its own transaction, so a refusal undoes nothing else.
 */

/** The most rows one bulk action takes, ticked or "all matching the filters". */
export const BULK_MAX = 500;

export const BULK_ACTIONS = ['complete_stage', 'reject', 'email', 'add_to_job'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  complete_stage: 'Complete the next stage',
  reject: 'Reject with a reason',
  email: 'E-mail them',
  add_to_job: 'Add to another job',
};

/** How the summary names a row done ("18 moved, 2 refused"). */
export const BULK_DONE_WORDS: Record<BulkAction | 'export', string> = {
  complete_stage: 'moved',
  reject: 'rejected',
  email: 'e-mailed',
  add_to_job: 'added',
  export: 'exported',
};

/**
 * The mail templates a bulk e-mail may send (the texts Admin edits, decision 232): the news of the
 * stage each candidate stands in, or the rejection to those rejected.
 */
export const BULK_MAIL_TEMPLATES = ['stage_changed', 'candidate_rejected'] as const;
export type BulkMailTemplate = (typeof BULK_MAIL_TEMPLATES)[number];
export const BULK_MAIL_TEMPLATE_LABELS: Record<BulkMailTemplate, string> = {
  stage_changed: 'Stage news (HR interview, client interview or offer)',
  candidate_rejected: 'Rejection (to those rejected)',
};

export const BULK_REASON_MAX = 1000;

export const BULK_MSG = {
  nothingSelected: 'Select at least one candidate, or all that match the filters.',
  tooMany: `More than ${BULK_MAX} candidates match these filters: narrow them (bulk work takes at most ${BULK_MAX} at a time).`,
  tooManyTicked: `Select at most ${BULK_MAX} candidates at a time.`,
  reasonRequired: 'Give the reason for the rejection.',
  templateRequired: 'Choose a template.',
  jobRequired: 'Choose the job to add them to.',
  notFound: 'This candidate no longer exists.',
  noApplication: 'No application of this candidate matches the filters.',
  severalApplications: (n: number) => `${n} applications of this candidate match: filter the search by job to choose one.`,
  allCompleted: 'All stages are completed.',
  noStageMail: (stage: string) => `No stage e-mail at ${stage}: it is sent at the HR interview, client interview and offer stages.`,
  notRejected: 'This candidate is not rejected: the rejection e-mail goes only to those rejected.',
} as const;

/** The search's filters as the page holds them (no page: "all matching" is every page). */
export const BulkFiltersSchema = PeopleQuerySchema.omit({ page: true });
export type BulkFilters = z.infer<typeof BulkFiltersSchema>;

/**
 * Which rows: `ids` (the search rows' ids, the people) or `all: true` (every person the filters
 * match). The filters also choose each person's application to act on (decision 230).
 */
const selection = {
  ids: z.array(id()).max(BULK_MAX, BULK_MSG.tooManyTicked).optional(),
  all: z.boolean().optional(),
  filters: BulkFiltersSchema.default(BulkFiltersSchema.parse({})),
};

const selected = (v: { ids?: number[]; all?: boolean }, ctx: z.RefinementCtx) => {
  if (!v.all && !v.ids?.length) ctx.addIssue({ code: 'custom', message: BULK_MSG.nothingSelected, path: ['ids'] });
};

/** POST /candidates/bulk/export: the selection as CSV. */
export const BulkSelectionSchema = z.object(selection).superRefine(selected);
export type BulkSelection = z.infer<typeof BulkSelectionSchema>;

/** POST /candidates/bulk: the selection and one action with what it needs. */
export const BulkActionSchema = z
  .object({
    ...selection,
    action: z.enum(BULK_ACTIONS, { error: `Must be one of ${BULK_ACTIONS.join(', ')}` }),
    reason: z.string().trim().max(BULK_REASON_MAX, `Must be at most ${BULK_REASON_MAX} characters`).optional(),
    /** With a rejection: the candidates are e-mailed the rejection template (never the reason), as the single reject's "E-mail the candidate". */
    notify_candidate: z.boolean().optional(),
    template: z.enum(BULK_MAIL_TEMPLATES, { error: BULK_MSG.templateRequired }).optional(),
    job_id: id(BULK_MSG.jobRequired).optional(),
  })
  .superRefine((v, ctx) => {
    selected(v, ctx);
    if (v.action === 'reject' && !v.reason) ctx.addIssue({ code: 'custom', message: BULK_MSG.reasonRequired, path: ['reason'] });
    if (v.action === 'email' && !v.template) ctx.addIssue({ code: 'custom', message: BULK_MSG.templateRequired, path: ['template'] });
    if (v.action === 'add_to_job' && !v.job_id) ctx.addIssue({ code: 'custom', message: BULK_MSG.jobRequired, path: ['job_id'] });
  });
export type BulkActionInput = z.infer<typeof BulkActionSchema>;

/** "18 moved, 2 refused" (the refusals only when there are some). */
export const bulkSummary = (action: BulkAction | 'export', done: number, refused: number) =>
  `${done} ${BULK_DONE_WORDS[action]}${refused ? `, ${refused} refused` : ''}`;
