import { PIPELINE_STAGE_LABELS, type PipelineStage } from '@talentra/contract';
import type { TimelineEntry } from '../../api/candidates-workspace';
import { formatDateTime } from '../../lib/interview-time';

const stageLabel = (s: unknown) => (typeof s === 'string' && s in PIPELINE_STAGE_LABELS ? PIPELINE_STAGE_LABELS[s as PipelineStage] : String(s));

const formatInterviewTime = (iso: unknown) => (typeof iso === 'string' ? formatDateTime(iso) : '–');

/** What a timeline entry says, in a sentence. */
export function describeEvent(e: TimelineEntry): string {
  const d = e.detail;
  const job = e.job_title ? ` (${e.job_title})` : '';
  switch (e.kind) {
    case 'applied':
      return `Applied${job}`;
    case 'stage':
      return `${stageLabel(d.stage)} completed${job}`;
    case 'rejected':
      return `Rejected${job}${d.reason ? `: ${String(d.reason)}` : ''}`;
    case 'unrejected':
      return `Rejection undone${job}`;
    case 'referral':
      return 'Referred a friend';
    case 'interview_scheduled':
      return `${stageLabel(d.stage)} scheduled for ${formatInterviewTime(d.starts_at)}${job}`;
    case 'interview_cancelled':
      return `${stageLabel(d.stage)} on ${formatInterviewTime(d.starts_at)} cancelled${job}`;
    case 'moved_back':
      return `Moved back: ${stageLabel(d.stage)} no longer completed${job}${d.reason ? `: ${String(d.reason)}` : ''}`;
    case 'interview_feedback':
      return `${stageLabel(d.stage)} feedback: ${String(d.rating)}/5${d.notes ? `: ${String(d.notes)}` : ''}${job}`;
    case 'interview_rescheduled':
      return `${stageLabel(d.stage)} moved from ${formatInterviewTime(d.previous_starts_at)} to ${formatInterviewTime(d.starts_at)}${job}`;
    case 'note':
      return `Note: ${String(d.body ?? '')}`;
    case 'edited':
      return `${String(d.field ?? 'Details')} changed from ${String(d.from ?? '–')} to ${String(d.to ?? '–')}`;
    case 'linked':
      return `Added to the person of candidate #${String(d.with_candidate_id)} (staff said: same person)${job}`;
    case 'separated':
      return `Kept apart from candidate #${String(d.from_candidate_id)}: not the same person`;
    case 'mailed':
      return `E-mailed: ${d.template === 'stage_changed' ? `${stageLabel(d.stage)} news` : String(d.template)}${job}`;
    case 'exported':
      return 'Exported to CSV (bulk)';
    case 'resume_viewed':
      return d.mode === 'inline' ? 'Resume viewed' : d.mode === 'export' ? 'Resume exported with the personal data' : 'Resume downloaded';
    case 'client_review_sent':
      return `Sent to ${String(d.contact_name)} (${String(d.company_name)}) for review${job}`;
    case 'client_review_viewed':
      return `Review page opened by ${String(d.contact_name)} (${String(d.company_name)}) from ${String(d.ip)}${job}`;
    case 'client_decision':
      return `${d.decision === 'shortlisted' ? 'Shortlisted for interview' : 'Not suitable'} by ${String(d.contact_name)} (${String(d.company_name)})${d.reason ? `: ${String(d.reason)}` : ''}${d.comment ? ` (${String(d.comment)})` : ''}${job}`;
    case 'client_feedback':
      return `Client interview feedback from ${String(d.contact_name)}: ${String(d.rating)}/5${d.comment ? `: ${String(d.comment)}` : ''}${job}`;
    default:
      return e.kind;
  }
}

/** What the public does from the site (an application, a referral): the only entries with no staff member that are the candidate's own. */
const PUBLIC_KINDS: ReadonlySet<string> = new Set(['applied', 'referral']);

/** Who did it: the staff member, the public (an application, a referral), or nobody recorded (derived history). */
export function describeActor(e: TimelineEntry): string {
  if (e.actor) return e.actor.username ?? `User #${e.actor.id}`;
  if (e.detail.derived) return 'Recorded before the timeline';
  if (typeof e.detail.contact_name === 'string' && e.kind.startsWith('client_') && e.kind !== 'client_review_sent')
    return `Client contact ${e.detail.contact_name}`;
  // a stage move, a note or an edit is never the candidate's, whatever the row lacks
  return PUBLIC_KINDS.has(e.kind) ? 'Candidate (public site)' : 'Not recorded';
}
