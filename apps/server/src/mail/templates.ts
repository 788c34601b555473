import {
  COMPANY_NAME,
  PIPELINE_STAGE_LABELS,
  PRIVACY_NOTICE_PATH,
  ROLE_LABELS,
  fillPlaceholders,
  formatCalendarDay,
  type MailKind,
  type MailPlaceholder,
  type MailTemplateKey,
  type Role,
} from '@talentra/contract';

/** A file a mail carries (an interview's .ics): the content in base64, as the outbox stores it. */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content: string;
}

/** One e-mail, as the outbox keeps it: a plain-text and a simple HTML version, and any attachments. */
export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The mail's own headers (a job alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** A value as HTML text (the mails' bodies; the privacy erasure finds a name in them so). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A paragraph as HTML: escaped, its single line breaks kept. */
const htmlParagraph = (p: string) => escapeHtml(p).replace(/\n/g, '<br>');

/**
 * The texts of the candidate mails Admin may edit (issue 43), as they were written in code: a blank
 * line between paragraphs, the first paragraph the greeting. A stored template replaces one of these
 * (modules/mail-templates); the subject and the links stay as the code writes them (decision 240).
 */
export const DEFAULT_TEMPLATE_BODIES: Record<MailTemplateKey, string> = {
  application_received: [
    'Dear {{candidate_name}},',
    'Thank you for applying for {{job_title}} with {{company}}. We have received your application and your resume.',
    'What happens next: our HR team reviews every application. If your profile matches, we will call or e-mail you to arrange an HR interview. You do not need to do anything meanwhile.',
    '{{company}} never asks candidates for any fee. If anyone asks you for money in our name, please report it on our website.',
    'We keep your details and resume only to consider you for jobs, and delete them if you are not hired within the period our privacy notice states. To see or remove what we hold about you, reply to this e-mail.',
  ].join('\n\n'),
  stage_changed: ['Dear {{candidate_name}},', 'About your application for {{job_title}}:', '{{stage_message}}'].join('\n\n'),
  interview_invitation: [
    'Dear {{candidate_name}},',
    'Your {{stage}} for {{job}} is scheduled.',
    '{{interview_details}}',
    'The attached calendar file adds the interview to your calendar (or updates it there).',
  ].join('\n\n'),
  candidate_rejected: [
    'Dear {{candidate_name}},',
    'Thank you for applying for {{job_title}} with {{company}}, and for the time you gave us.',
    'After careful consideration we have decided not to take your application for this position further.',
    'You are welcome to apply for our other jobs on our website. We wish you every success.',
  ].join('\n\n'),
};

/**
 * A mail from a template body (the stored one or the default): the placeholders filled with the
 * values as plain text, then split into paragraphs; `compose` escapes every paragraph in the HTML,
 * so a value (a candidate named `<script>`) shows as text.
 */
function fromTemplate(
  kind: MailKind,
  to: string,
  subject: string,
  body: string,
  values: Partial<Record<MailPlaceholder, string>>,
  link?: { label: string; url: string } | { label: string; url: string }[],
): Mail {
  const [greeting = '', ...paragraphs] = fillPlaceholders(body, { company: COMPANY_NAME, ...values })
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return compose(kind, to, subject, greeting, paragraphs, link);
}

/**
 * A mail from paragraphs (text) and an optional link: the plain text as written, the HTML with every
 * value escaped (a candidate's name or a job title could hold markup), signed with the company name.
 */
function compose(
  kind: MailKind,
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  link?: { label: string; url: string } | { label: string; url: string }[],
): Mail {
  const signature = `${COMPANY_NAME}`;
  const links = link === undefined ? [] : Array.isArray(link) ? link : [link];
  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...links.flatMap((l) => [`${l.label}: ${l.url}`, '']), '—', signature].join(
    '\n',
  );
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">',
    `<p>${htmlParagraph(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${htmlParagraph(p)}</p>`),
    ...links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`),
    `<p style="color:#556070">— ${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { kind, to, subject, text, html };
}

export function applicationReceived(p: {
  to: string;
  name: string;
  jobTitle: string;
  publicUrl: string;
  template?: string;
  /** The link to the applicant's own applications (issue 46), when one was made. */
  myApplicationsUrl?: string;
}): Mail {
  return fromTemplate(
    'application_received',
    p.to,
    // fixed subjects for the mails anyone can cause: a name or a title never reaches a subject (issue 41)
    `We received your application for a job at ${COMPANY_NAME}`,
    p.template ?? DEFAULT_TEMPLATE_BODIES.application_received,
    { candidate_name: p.name, job_title: p.jobTitle },
    [
      ...(p.myApplicationsUrl ? [{ label: 'Follow my applications', url: p.myApplicationsUrl }] : []),
      { label: 'Our privacy notice', url: `${p.publicUrl}${PRIVACY_NOTICE_PATH}` },
    ],
  );
}

export function referralReceived(p: {
  to: string;
  friendName: string;
  referrerName: string;
  jobTitle: string;
  publicUrl: string;
  jobId: number;
  /** The single-use token of the removal link (only its hash is stored). */
  removalToken: string;
}): Mail {
  return compose(
    'referral_received',
    p.to,
    `You were referred for a job at ${COMPANY_NAME}`,
    `Dear ${p.friendName},`,
    [
      `${p.referrerName} referred you to ${COMPANY_NAME} for the position ${p.jobTitle}, and gave us your name, phone number and this e-mail address. That is the only reason we have them.`,
      'If you are interested, you can read about the job and apply on our website. If you would rather we did not keep your details, open the removal link below and confirm: we delete them at once, without you signing in.',
    ],
    [
      { label: 'See the job', url: `${p.publicUrl}/jobs/${p.jobId}` },
      { label: 'Remove my details', url: referralRemovalUrl(p.publicUrl, p.removalToken) },
      { label: 'Our privacy notice', url: `${p.publicUrl}${PRIVACY_NOTICE_PATH}` },
    ],
  );
}

/** The page a referred friend opens to remove their details (the token in the fragment never reaches a server log). */
export const referralRemovalUrl = (publicUrl: string, token: string) => `${publicUrl}/referral-removal#${token}`;

export function taskAssigned(p: {
  to: string;
  team: string;
  message: string;
  priority: string;
  deadline: string | null;
  jobTitle: string | null;
  publicUrl: string;
}): Mail {
  // 'the HR Team', 'the Business Development team', 'the Admin team'
  const label = ROLE_LABELS[p.team as Role] ?? p.team;
  const team = `the ${label}${/team$/i.test(label) ? '' : ' team'}`;
  return compose(
    'task_assigned',
    p.to,
    `New ${p.priority} task for ${team}${p.jobTitle ? `: ${p.jobTitle}` : ''}`,
    'Hello,',
    [
      `A new task was assigned to ${team}.`,
      `Task: ${p.message}`,
      `Priority: ${p.priority}${p.deadline ? ` · Deadline: ${formatCalendarDay(p.deadline)}` : ''}${p.jobTitle ? ` · Job: ${p.jobTitle}` : ''}`,
      'You receive this because task e-mails are on in your notification settings.',
    ],
    { label: 'Open the staff portal', url: `${p.publicUrl}/login` },
  );
}

/** The stage a candidate has reached, as the candidate is told (only interviews and the offer are mailed). */
export type MailedStage = 'hr_interview' | 'client_interview' | 'offer_letter';
const STAGE_NEWS: Record<MailedStage, { subject: string; paragraph: string }> = {
  hr_interview: {
    subject: 'Next step: an HR interview',
    paragraph: 'Your profile has passed our screening. The next step is an interview with our HR team; we will contact you with a date and time.',
  },
  client_interview: {
    subject: 'Next step: an interview with our client',
    paragraph: 'Our client has reviewed your CV and would like to meet you. We will contact you with the date, time and place of the interview.',
  },
  offer_letter: {
    subject: 'Good news: an offer is on its way',
    paragraph: 'Congratulations! You have cleared the interviews. We are preparing your offer letter and will share it with you shortly.',
  },
};

export function stageChanged(p: { to: string; name: string; jobTitle: string; stage: MailedStage; template?: string }): Mail {
  const news = STAGE_NEWS[p.stage];
  return fromTemplate('stage_changed', p.to, `${news.subject} (${p.jobTitle})`, p.template ?? DEFAULT_TEMPLATE_BODIES.stage_changed, {
    candidate_name: p.name,
    job_title: p.jobTitle,
    stage: PIPELINE_STAGE_LABELS[p.stage],
    stage_message: news.paragraph,
  });
}

/** A rejection, mailed only when the recruiter asks for it (issue 43); the reason stays inside the agency. */
export function candidateRejected(p: { to: string; name: string; jobTitle: string; template?: string }): Mail {
  return fromTemplate('candidate_rejected', p.to, `Your application for ${p.jobTitle}`, p.template ?? DEFAULT_TEMPLATE_BODIES.candidate_rejected, {
    candidate_name: p.name,
    job_title: p.jobTitle,
  });
}

export function jobClosed(p: { to: string; jobTitle: string; clientName: string | null; reason: string; publicUrl: string }): Mail {
  return compose(
    'job_closed',
    p.to,
    `Job closed: ${p.jobTitle}`,
    'Hello,',
    [`The job ${p.jobTitle}${p.clientName ? ` (${p.clientName})` : ''} was closed.`, `Reason: ${p.reason}`, 'It is no longer on the career page.'],
    { label: 'Open the staff portal', url: `${p.publicUrl}/login` },
  );
}

export function passwordReset(p: { to: string; url: string; minutes: number }): Mail {
  return compose(
    'password_reset',
    p.to,
    `Reset your ${COMPANY_NAME} staff password`,
    'Hello,',
    [
      `Someone asked to reset the password of the staff account for this address. The link below works once, for ${p.minutes} minutes.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: p.url },
  );
}

/** What happened to an interview, as its mail says it. */
export type InterviewNews = 'invitation' | 'update' | 'cancellation' | 'reminder';
const INTERVIEW_NEWS: Record<InterviewNews, { kind: MailKind; subject: string; lead: string }> = {
  invitation: { kind: 'interview_invitation', subject: 'Interview invitation', lead: 'is scheduled' },
  update: { kind: 'interview_updated', subject: 'Interview rescheduled', lead: 'has moved to a new time or place' },
  cancellation: { kind: 'interview_cancelled', subject: 'Interview cancelled', lead: 'is cancelled' },
  reminder: { kind: 'interview_reminder', subject: 'Interview reminder', lead: 'is tomorrow' },
};

/**
 * An interview's invitation, update, cancellation or reminder, to the candidate or the interviewer,
 * with the calendar file attached. The subject names the job (staff-entered), never the candidate.
 */
export function interviewMail(p: {
  to: string;
  news: InterviewNews;
  recipient: 'candidate' | 'interviewer';
  candidateName: string;
  interviewer: string;
  stageLabel: string;
  jobTitle: string;
  clientName: string | null;
  when: string;
  location: string | null;
  meetingUrl: string | null;
  calendar: MailAttachment;
  /** The stored text of the candidate's invitation (the interviewer's mail and the later news keep theirs). */
  template?: string;
}): Mail {
  const news = INTERVIEW_NEWS[p.news];
  const job = `${p.jobTitle}${p.clientName ? ` (${p.clientName})` : ''}`;
  const what =
    p.recipient === 'candidate'
      ? `Your ${p.stageLabel} for ${job} ${news.lead}.`
      : `The ${p.stageLabel} of ${p.candidateName} for ${job}, with you as the interviewer, ${news.lead}.`;
  const details = [
    `When: ${p.when}`,
    ...(p.location ? [`Place: ${p.location}`] : []),
    ...(p.meetingUrl ? [`Link: ${p.meetingUrl}`] : []),
    `Interviewer: ${p.interviewer}`,
  ];
  const close =
    p.news === 'cancellation'
      ? 'The attached calendar file removes the event from your calendar.'
      : 'The attached calendar file adds the interview to your calendar (or updates it there).';
  const subject = `${news.subject}: ${p.jobTitle}`;
  const mail =
    p.recipient === 'candidate' && p.news === 'invitation'
      ? fromTemplate(news.kind, p.to, subject, p.template ?? DEFAULT_TEMPLATE_BODIES.interview_invitation, {
          candidate_name: p.candidateName,
          job_title: p.jobTitle,
          job,
          stage: p.stageLabel,
          interview_time: p.when,
          interview_details: details.join('\n\n'),
          interviewer: p.interviewer,
        })
      : compose(news.kind, p.to, subject, p.recipient === 'candidate' ? `Dear ${p.candidateName},` : `Dear ${p.interviewer},`, [
          what,
          ...details,
          close,
        ]);
  return { ...mail, attachments: [p.calendar] };
}

/** Sample values the Admin page's preview fills a template with. */
export function templatePreview(key: MailTemplateKey, body: string): Mail {
  const to = 'candidate@example.com';
  const sample = { to, name: 'Asha Verma', jobTitle: 'Senior Accountant', template: body };
  switch (key) {
    case 'application_received':
      return applicationReceived({ ...sample, publicUrl: 'https://example.com' });
    case 'stage_changed':
      return stageChanged({ ...sample, stage: 'hr_interview' });
    case 'candidate_rejected':
      return candidateRejected(sample);
    case 'interview_invitation':
      return interviewMail({
        to,
        news: 'invitation',
        recipient: 'candidate',
        candidateName: sample.name,
        interviewer: 'Ravi Kumar',
        stageLabel: 'HR Interview',
        jobTitle: sample.jobTitle,
        clientName: 'Acme Industries',
        when: 'Tue 1 Dec 2026, 10:00–10:45 (Asia/Kolkata, UTC+05:30)',
        location: 'Office, 2nd floor',
        meetingUrl: null,
        calendar: { filename: 'interview.ics', content_type: 'text/calendar', content: '' },
        template: body,
      });
  }
}

/** The link an applicant asked for on /my-applications (issue 46): it works once, for `minutes`. */
export function myApplicationsLink(p: { to: string; url: string; minutes: number; publicUrl: string }): Mail {
  return compose(
    'my_applications_link',
    p.to,
    `Your applications at ${COMPANY_NAME}`,
    'Hello,',
    [
      `Someone asked to see the job applications made with this e-mail address. The link below opens them; it works once, for ${p.minutes} minutes.`,
      'On that page you can see where each application stands, withdraw one, replace your résumé, download the data we hold about you or erase it.',
      'If it was not you, ignore this e-mail: nobody can see your applications without this link.',
    ],
    [
      { label: 'See my applications', url: p.url },
      { label: 'Our privacy notice', url: `${p.publicUrl}${PRIVACY_NOTICE_PATH}` },
    ],
  );
}

/** A client's contact is asked to review candidates (issue 44): the link is the only way in. */
export function clientReviewRequest(p: {
  to: string;
  contactName: string;
  jobTitle: string;
  count: number;
  note: string | null;
  url: string;
  expiresOn: string;
  kind: 'review' | 'feedback';
}): Mail {
  const review = p.kind === 'review';
  return compose(
    'client_review',
    p.to,
    review ? `Candidates for your review from ${COMPANY_NAME}` : `Your feedback on a client interview, for ${COMPANY_NAME}`,
    `Dear ${p.contactName},`,
    [
      review
        ? `We have ${p.count === 1 ? 'a candidate' : `${p.count} candidates`} for ${p.jobTitle}. Please open the link below to see their profiles and resumes and tell us, for each, whether to shortlist them for an interview.`
        : `Thank you for interviewing our candidate for ${p.jobTitle}. Please open the link below to give us your rating and comments.`,
      ...(p.note ? [`Note from our team: ${p.note}`] : []),
      `The link is for you only and works until ${p.expiresOn}. Please do not forward it.`,
    ],
    { label: review ? 'Review the candidates' : 'Give your feedback', url: p.url },
  );
}

/** The recruiter who sent a review link hears of the client's decision (issue 44). */
export function clientDecisionNews(p: {
  to: string;
  candidateName: string;
  jobTitle: string;
  companyName: string;
  contactName: string;
  decision: string;
  reason: string | null;
  comment: string | null;
  publicUrl: string;
  candidateId: number;
}): Mail {
  return compose(
    'client_decision',
    p.to,
    'A client has decided on a candidate',
    'Hello,',
    [
      `${p.contactName} (${p.companyName}) marked ${p.candidateName} for ${p.jobTitle}: ${p.decision}.`,
      ...(p.reason ? [`Reason: ${p.reason}`] : []),
      ...(p.comment ? [`Comment: ${p.comment}`] : []),
    ],
    { label: 'Open the candidate', url: `${p.publicUrl}/candidates/${p.candidateId}` },
  );
}

/**
 * The headers of every job alert mail (issue 46, RFC 8058): one POST of `List-Unsubscribe=One-Click`
 * to the link unsubscribes, with no sign-in; no mailto (nobody reads the sender's mailbox, decision 292).
 */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** A job alert's double opt-in (issue 46): nothing is sent to this address until the link is followed. */
export function jobAlertConfirm(p: {
  to: string;
  search: string;
  frequency: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  days: number;
  publicUrl: string;
}): Mail {
  return {
    ...compose(
      'job_alert_confirm',
      p.to,
      `Confirm your job alert at ${COMPANY_NAME}`,
      'Hello,',
      [
        `Someone asked for ${p.frequency} e-mails about new jobs at ${COMPANY_NAME} matching: ${p.search}.`,
        `To start the alert, open the link below and press the button. The link works for ${p.days} days.`,
        'If it was not you, ignore this e-mail: without the confirmation we send nothing more, and the request is deleted.',
      ],
      [
        { label: 'Start my job alert', url: p.confirmUrl },
        { label: 'Our privacy notice', url: `${p.publicUrl}${PRIVACY_NOTICE_PATH}` },
      ],
    ),
    headers: unsubscribeHeaders(p.unsubscribeUrl),
  };
}

/** A job alert's digest (issue 46): the new jobs matching its search, each a link, and how to stop it. */
export function jobAlertDigest(p: {
  to: string;
  search: string;
  jobs: { title: string; location: string; url: string }[];
  more: boolean;
  searchUrl: string;
  unsubscribeUrl: string;
}): Mail {
  const count = p.jobs.length === 1 ? 'a new job matches' : `${p.jobs.length}${p.more ? ' or more' : ''} new jobs match`;
  return {
    ...compose(
      'job_alert_digest',
      p.to,
      `New jobs for your alert at ${COMPANY_NAME}`,
      'Hello,',
      [`Since our last e-mail, ${count} your job alert: ${p.search}.`],
      [
        ...p.jobs.map((j) => ({ label: j.location ? `${j.title}, ${j.location}` : j.title, url: j.url })),
        { label: 'See every job matching your search', url: p.searchUrl },
        { label: 'Unsubscribe from this job alert', url: p.unsubscribeUrl },
      ],
    ),
    headers: unsubscribeHeaders(p.unsubscribeUrl),
  };
}
