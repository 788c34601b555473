import { describeJobAlertSearch, INTERVIEW_STAGE_LABELS, PIPELINE_STAGE_LABELS, STAGES, type InterviewStage } from '@talentra/contract';
import { stageOf } from '../workspace/workspace.service.js';
import type { FilesService } from '../../files/files.service.js';
import type { Outbox } from '../../mail/outbox.service.js';
import type { CandidatesService } from '../candidates/candidates.service.js';
import type { ClientReviewService } from '../client-review/client-review.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { InterviewsService } from '../interviews/interviews.service.js';
import type { JobAlertsService } from '../job-alerts/job-alerts.service.js';
import type { ReferralsService } from '../referrals/referrals.service.js';
import type { ScamsService } from '../scams/scams.service.js';
import type { TrackersService } from '../trackers/trackers.service.js';
import type { WorkspaceService } from '../workspace/workspace.service.js';

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
/** Everything the export writes about a person, as the services holding it answer it (privacy.service `gather`). */
export interface ExportRows {
  candidates: Rows<CandidatesService['withJobAndTracker']>;
  trackers: Rows<TrackersService['ofCandidates']>;
  referrals: Rows<ReferralsService['ofPerson']>;
  feedback: Rows<FeedbackService['sentBy']>;
  scamReports: Rows<ScamsService['sentBy']>;
  mails: Rows<Outbox['mailsTo']>;
  alerts: Rows<JobAlertsService['ofEmails']>;
  clientContacts: Rows<ClientReviewService['personalDataOf']>;
  files: Rows<FilesService['rows']>;
  notes: Rows<WorkspaceService['notesOfCandidates']>;
  interviews: Rows<InterviewsService['ofCandidates']>;
}

/**
 * The personal-data export's document (issue 41): what the person gave and what the agency
 * recorded about them, under names a person reads, by an explicit mapping of each field. No
 * column is copied by name: the search's helpers (lower-cased text, person and phone keys),
 * storage keys and token hashes never leave, and a column added later stays out until it is
 * mapped here.
 */

const STAGE_NAMES: Record<(typeof STAGES)[number], string> = {
  screening: 'Screening',
  hr_interview: 'HR interview',
  client_cv_review: 'Client CV review',
  client_interview: 'Client interview',
  offer_letter: 'Offer letter',
};

const CONSENT_SOURCE_NAMES: Record<string, string> = {
  application: 'Your application',
  staff: 'Entered by our staff from the CV you gave them',
  referral: 'A friend who referred you',
};

const yesNo = (v: string | null) => (v === 'yes' ? 'Yes' : v === 'no' ? 'No' : null);

type Candidate = ExportRows['candidates'][number];
type Tracker = ExportRows['trackers'][number];

function hiringProgress(t: Tracker) {
  const stage = stageOf({ ...t, tracker_id: t.id });
  return {
    'Stage now': PIPELINE_STAGE_LABELS[stage],
    ...Object.fromEntries(STAGES.map((s) => [STAGE_NAMES[s], t[s] === 'completed' ? 'Completed' : 'Not yet'])),
    Rejected: t.rejected ? 'Yes' : 'No',
    'Reason for the rejection': t.rejected ? t.rejection_reason : null,
    'In this stage since': t.stage_entered_at,
    'Last changed': t.updated_at,
  };
}

function application(c: Candidate, rows: ExportRows, fileName: (id: number) => string | null) {
  const tracker = rows.trackers.find((t) => t.candidate_id === c.id);
  const resume = c.resume_file_id === null ? undefined : rows.files.find((f) => f.id === c.resume_file_id);
  return {
    Reference: c.id,
    Job: c.job_title,
    Client: c.client_name,
    'Applied at': c.created_at,
    'Full name': c.candidate_name,
    'E-mail': c.email,
    'Mobile number': c.mobile_number,
    'Current location': c.current_location,
    'Preferred location': c.preferred_location,
    'Current company': c.current_company,
    'Total experience (years)': c.years_experience,
    'Relevant experience (years)': c.relevant_experience,
    'Current CTC': c.current_ctc,
    'Expected CTC': c.expected_ctc,
    'Notice period': c.notice_period,
    'Available for interview from': c.available_for_interview,
    'Has a preferred company': yesNo(c.has_preferred_company),
    'Preferred company': c.preferred_company,
    Remarks: c.remarks,
    Resume: resume
      ? { 'File name': resume.original_name, Type: resume.mime, 'Size (bytes)': resume.size, 'In this zip as': fileName(resume.id) }
      : null,
    Status: c.status,
    Consent: {
      'Given through': c.consent_source ? (CONSENT_SOURCE_NAMES[c.consent_source] ?? c.consent_source) : null,
      'Privacy notice version': c.consent_version,
      'Given at': c.consent_at,
    },
    'Last updated': c.updated_at,
    'Hiring progress': tracker ? hiringProgress(tracker) : null,
    Interviews: rows.interviews
      .filter((i) => i.candidate_id === c.id)
      .map((i) => ({
        Stage: INTERVIEW_STAGE_LABELS[i.stage as InterviewStage] ?? i.stage,
        'Starts at': i.starts_at,
        'Length (minutes)': i.duration_minutes,
        Interviewer: i.interviewer,
        Place: i.location,
        'Meeting link': i.meeting_url,
        'Cancelled at': i.cancelled_at,
        "Interviewer's feedback":
          i.feedback_rating === null ? null : { 'Rating (1–5)': i.feedback_rating, Notes: i.feedback_notes, 'Recorded at': i.feedback_at },
      })),
    'Notes by the agency': rows.notes.filter((n) => n.candidate_id === c.id).map((n) => ({ 'Written at': n.created_at, Note: n.body })),
  };
}

export function exportDocument(
  rows: ExportRows,
  o: { exportedAt: string; noticeVersion: string; emails: string[]; phones: string[]; fileName: (id: number) => string | null },
) {
  const file = (id: number | null) => {
    const f = id === null ? undefined : rows.files.find((x) => x.id === id);
    return f ? { 'File name': f.original_name, Type: f.mime, 'Size (bytes)': f.size, 'In this zip as': o.fileName(f.id) } : null;
  };
  return {
    'About this file':
      'Everything Talentra holds about you: what you gave us and what we recorded about you. The files you sent are in the files folder of this zip.',
    'Exported at': o.exportedAt,
    'Privacy notice version now': o.noticeVersion,
    'Your contact details': { 'E-mail addresses': o.emails, 'Phone numbers': o.phones },
    Applications: rows.candidates.map((c) => application(c, rows, o.fileName)),
    'Referrals you made': rows.referrals.made.map((r) => ({
      Job: r.job_title,
      'Made at': r.created_at,
      "Friend's name": r.friend_name,
      "Friend's phone or contact": r.friend_contact,
      "Friend's e-mail": r.friend_email,
      'Preferred company': r.preferred_company,
      'Privacy notice version your friend agreed to': r.consent_version,
    })),
    'Referrals naming you': rows.referrals.about.map((r) => ({
      Job: r.job_title,
      'Made at': r.created_at,
      'Your name as given': r.friend_name,
      'Your phone or contact as given': r.friend_contact,
      'Your e-mail as given': r.friend_email,
      'Preferred company': r.preferred_company,
    })),
    'Feedback you sent': rows.feedback.map((f) => ({
      'Sent at': f.created_at,
      'First name': f.first_name,
      'Last name': f.last_name,
      'E-mail': f.email,
      'Phone number': f.phone_number,
      Message: f.message,
    })),
    'Scam reports you sent': rows.scamReports.map((s) => ({
      'Sent at': s.created_at,
      'First name': s.first_name,
      'Last name': s.last_name,
      'E-mail': s.email,
      'Phone number': s.phone_number,
      'What happened': s.issue_description,
      Proof: file(s.proof_file_id),
    })),
    'Job alerts': rows.alerts.map((a) => ({
      'E-mail': a.email,
      Search: describeJobAlertSearch(a),
      'How often': a.frequency === 'weekly' ? 'Weekly' : 'Daily',
      'Asked for at': a.created_at,
      'Confirmed at': a.confirmed_at,
    })),
    // as a client's contact (decision 298): what the client's staff gave us, and the review links sent to them
    'As a contact of a client': rows.clientContacts.contacts.map((c) => ({
      Client: c.company_name,
      Name: c.name,
      'E-mail': c.email,
      Phone: c.phone,
      Designation: c.designation,
      'Added at': c.created_at,
    })),
    'Review links sent to you': rows.clientContacts.links.map((l) => ({
      Client: l.company_name,
      Job: l.job_title,
      Purpose: l.kind === 'feedback' ? 'Feedback after the client interview' : 'Review of a shortlist',
      'Sent at': l.created_at,
      'Valid until': l.expires_at,
      'Withdrawn at': l.revoked_at,
      Opened: l.views.map((v) => ({ At: v.at, 'From the address': v.ip })),
    })),
    'E-mails sent to you': rows.mails.map((m) => ({
      Subject: m.subject,
      Text: m.text_body,
      'Written at': m.created_at,
      'Sent at': m.sent_at,
      Delivery: m.status,
    })),
  };
}
