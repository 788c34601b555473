import { CandidateSchema, STAGES } from '@talentra/contract';
import { checkFile } from '../files/file-check.js';
import { sampleResumePdf } from '../files/sample-documents.js';
import type { Seeding } from './context.js';
import { AUTO_CLOSE_MINUTES_AGO, JOBS, type JobSeed } from './jobs.js';
import { FIRST as SAMPLE_FIRST, LAST as SAMPLE_LAST } from '../db/sample-names.js';

const FIRST = [...SAMPLE_FIRST, 'Siddharth', 'Tanvi', 'Yash', 'Zoya', 'Rahul', 'Sneha', 'Varun', 'Priya'];
const LAST = SAMPLE_LAST;
const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Delhi', 'Kochi', 'Noida'];
/** What the demo's résumés say (issue 45): real text for the résumé search, the suggestions and the form fill. */
const PROFILES = [
  {
    title: 'Frontend engineer',
    skills: 'React, TypeScript, Redux, Node.js, AWS (Lambda, S3, CloudFront)',
    did: 'Built a design system and a React dashboard used by 40,000 people.',
  },
  {
    title: 'Backend developer',
    skills: 'Java, Spring Boot, Kafka, PostgreSQL, Docker, Kubernetes',
    did: 'Moved a monolith to services handling 2 million orders a day.',
  },
  {
    title: 'Data engineer',
    skills: 'Python, Pandas, Spark, Airflow, SQL, data engineering on AWS',
    did: 'Ran the nightly data pipelines and the finance data warehouse.',
  },
  {
    title: 'Full-stack web developer',
    skills: 'PHP, Laravel, MySQL, jQuery and some React',
    did: 'Kept an e-commerce site and its payment integrations running.',
  },
  { title: 'Software engineer', skills: 'Angular, RxJS, C#, .NET Core, Azure DevOps', did: 'Wrote the customer portal of an insurance company.' },
  { title: 'QA engineer', skills: 'Selenium, Cypress, Postman, JIRA, manual and automated testing', did: 'Led release testing for a banking app.' },
  {
    title: 'HR executive',
    skills: 'Recruitment, onboarding, payroll, HR operations, SAP SuccessFactors',
    did: 'Hired 120 people in a year for a growing plant.',
  },
  {
    title: 'Sales manager',
    skills: 'Key accounts, CRM (Salesforce), negotiation, B2B sales',
    did: 'Grew the revenue of a region by a third in two years.',
  },
];

/** A demo résumé's lines: the name on top, contact, location, experience, skills. */
function resumeLines(name: string, email: string, phone: string, city: string, years: string, company: string | null, n: number): string[] {
  const p = PROFILES[n % PROFILES.length]!;
  return [
    name.toUpperCase(),
    p.title,
    `${email} | +91 ${phone}`,
    `Location: ${city}, India`,
    `${years} years of experience${company ? `, currently at ${company}` : ''}.`,
    `Skills: ${p.skills}`,
    p.did,
    'Education: B.E. Computer Science',
  ];
}

export interface SeededCandidate {
  id: number;
  jobId: number;
  job: JobSeed;
  /** When they applied (minutes before the seed's start). */
  minutesAgo: number;
  /** Stages completed in order (-1: no tracker). */
  stagesDone: number;
  rejected: boolean;
}

/** How many applications each job gets (the auto-closed job: two) and the stages each reaches. */
function plan(): Omit<SeededCandidate, 'id' | 'jobId'>[] {
  const rows: (Omit<SeededCandidate, 'id' | 'jobId'> & { n: number; ji: number; k: number })[] = [];
  let n = 0;
  for (const [ji, j] of JOBS.entries()) {
    const count = j.state === 'closed-auto' ? 2 : 2 + (ji % 3);
    for (let k = 0; k < count; k++) {
      const done = j.state === 'closed-auto' ? (k === 0 ? 5 : 2) : j.state === 'closed-manual' ? 1 : (n % 6) - 1;
      const rejected = j.state === 'open' && n % 9 === 4;
      // a rejection follows the screening at least
      rows.push({ n, ji, k, job: j, minutesAgo: 60 * 24 * (JOBS.length - ji) - k * 90, stagesDone: rejected ? Math.max(done, 1) : done, rejected });
      n++;
    }
  }
  return rows;
}

/**
 * The demo's applications through the candidates service (the careers page's form: consent, the
 * person across jobs, the timeline, the counters), two to four per job; a candidate with a tracker
 * is then marked Selected. Only the first three confirmations are kept in the outbox.
 */
export async function seedCandidates(s: Seeding, jobIds: number[], hrIds: number[]): Promise<SeededCandidate[]> {
  const candidates = s.services.candidates;
  const seeded: SeededCandidate[] = [];
  let n = 0;
  for (const p of plan()) {
    const first = FIRST[n % FIRST.length]!;
    const last = LAST[(n * 7) % LAST.length]!;
    const jobId = jobIds[JOBS.indexOf(p.job)]!;
    const input = CandidateSchema.parse({
      job_id: jobId,
      candidate_name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@mail.example`,
      mobile_number: `9${String(800000000 + n * 7919).slice(0, 9)}`,
      current_location: CITIES[n % CITIES.length]!,
      current_company: n % 4 === 0 ? null : ['Infosys', 'TCS', 'Wipro', 'Zoho', 'Freshworks'][n % 5]!,
      years_experience: String(1 + (n % 9)),
      relevant_experience: String(1 + (n % 5)),
      current_ctc: `${4 + (n % 12)} LPA`,
      expected_ctc: `${6 + (n % 14)} LPA`,
      notice_period: ['Immediate', '15 days', '30 days', '60 days'][n % 4]!,
      preferred_location: CITIES[(n + 3) % CITIES.length]!,
      available_for_interview: null,
      has_preferred_company: 'no',
      preferred_company: null,
      remarks: n % 5 === 0 ? 'Strong communication skills.' : null,
    });
    const cv = resumeLines(
      input.candidate_name,
      input.email,
      input.mobile_number,
      input.current_location,
      input.years_experience ?? '1',
      input.current_company,
      n,
    );
    const resume = await checkFile('resume', 'resume', sampleResumePdf(cv), `${first}-${last}-CV.pdf`);
    const firstThree = n < 3;
    s.keepMails(() => firstThree);
    s.at(p.minutesAgo);
    const { id } = await candidates.apply(input, resume, false);
    if (p.stagesDone >= 0) await candidates.setStatus(id, 'Selected', hrIds[n % hrIds.length]!);
    seeded.push({ ...p, id, jobId });
    n++;
  }
  s.keepMails(() => true);
  return seeded;
}

/**
 * Their hiring stages through the trackers service, in order, a few rejected. The offers come last:
 * the one that fills the auto-closed job closes it (as an offer does), once its other candidate has
 * moved. Of the stage mails only one is kept: the first candidate asked to an HR interview.
 */
export async function seedTrackers(s: Seeding, seeded: SeededCandidate[], hrIds: number[]): Promise<void> {
  const trackers = s.services.trackers;
  const told = seeded.find((c) => c.stagesDone === 1 && !c.rejected);
  const toldEmail = told ? (await s.services.candidates.get(told.id)).email : null;
  s.keepMails((mail) => mail.kind === 'stage_changed' && mail.to === toldEmail);
  const offers: SeededCandidate[] = [];
  const actorOf = (c: SeededCandidate) => hrIds[c.id % hrIds.length]!;
  for (const c of seeded) {
    if (c.stagesDone < 0) continue;
    s.at(c.minutesAgo);
    await trackers.create(c.id);
    for (const stage of STAGES.slice(0, c.stagesDone)) {
      if (stage === 'offer_letter') offers.push(c);
      else await trackers.update(c.id, { stage }, actorOf(c));
    }
    if (c.rejected) await trackers.update(c.id, { reject: 'Expected salary above the budget' }, actorOf(c));
  }
  s.at(AUTO_CLOSE_MINUTES_AGO);
  for (const c of offers) await trackers.update(c.id, { stage: 'offer_letter' }, actorOf(c));
  s.keepMails(() => true);
}
