// npm run seed:large -- --jobs 10000 --candidates 100000 --referrals 50000 --feedback 20000
// A large, realistic data set for benchmarks, added to the database of DATA_DIR / DATABASE_URL.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { isJobVisible } from '@talentra/contract';
import { hashPassword } from '../auth/password.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { sampleGstin } from '../files/sample-documents.js';
import { backfillCandidateEvents } from '../db/candidate-events-backfill.js';
import { recountAll, recountFeedback } from '../db/recount.js';
import { bulkLoad, settleTables } from '../db/bulk-load.js';
import { markPeopleWithLaterApplications } from '../db/people.js';
import { FIRST, LAST } from '../db/sample-names.js';
import { seedResumeTexts } from './resume-texts.js';

const TITLES = [
  'Java Developer',
  'React Engineer',
  'Data Analyst',
  'QA Engineer',
  'DevOps Engineer',
  'Sales Executive',
  'HR Generalist',
  'Accountant',
  'Site Engineer',
  'Support Associate',
];
const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Delhi', 'Kochi', 'Noida', 'Jaipur', 'Indore'];
const INDUSTRIES = ['IT & Software Development', 'Manufacturing', 'Banking & Insurance', 'Customer Support', 'Construction', 'Digital Marketing'];
const NOTICE = ['Immediate', '10 days', '15 days', '15 to 30 days', '1 month', 'More than 1 month'];
// the careers filters' facets (issue 46): work modes and experience spread as on a real board, in
// cycles of 7 and 11 so they do not move with the city (10), the industry (6) or the status (10)
const WORK_MODES = ['On-Site', 'Hybrid', 'On-Site', 'Remote', 'Hybrid', 'Work From Client Office', 'On-Site'];
const MIN_EXPERIENCE = [0, 0, 1, 2, 2, 3, 4, 5, 6, 8, 12];

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface LargeSeedOptions {
  jobs: number;
  candidates: number;
  referrals: number;
  feedback: number;
  clients?: number;
}

/** Insert a large data set (ids continue after existing rows). */
/**
 * Applications that repeat an earlier person (issue 19: the people search groups a person's
 * applications): one in ten applies again as the person of the application REPEAT_GAP before it,
 * to another job (jobs are assigned round-robin).
 */
const REPEAT_GAP = 9;
const personIndex = (i: number) => (i % 10 === 9 ? i - REPEAT_GAP : i);

export async function seedLarge(db: Db, o: LargeSeedOptions) {
  // the applications spread over the same ten months (from 1 January 2026) at every size, a whole second
  // apart at least, so a report over the year reads as many days at 10,000 as at 1,000,000 (the sizes
  // differ in how much each day holds, which is what the bench compares)
  const step = Math.max(1000, Math.floor((304 * 86_400_000) / Math.max(o.candidates, 1) / 1000) * 1000);
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * step).toISOString();
  const clients = o.clients ?? Math.max(5, Math.round(o.jobs / 50));
  const clientIds: number[] = [];
  await inBatches(
    Array.from({ length: clients }, (_, i) => i),
    200,
    async (batch) => {
      const rows = await db
        .insertInto('clients')
        .values(
          batch.map((i) => ({
            company_name: `Bench Client ${i}`,
            website: `https://client${i}.example`,
            email: `hr@client${i}.example`,
            phone: `98${String(10000000 + i).slice(-8)}`,
            location: CITIES[i % CITIES.length]!,
            gst_number: sampleGstin(i, '29'),
            contact_name: 'Contact Person',
            designation: 'HR Manager',
            contact_email: `contact@client${i}.example`,
            contact_phone: `97${String(10000000 + i).slice(-8)}`,
            contact_name2: null,
            designation2: null,
            contact_email2: null,
            contact_mobile2: null,
            logo_file_id: null,
            sla_file_id: null,
            created_at: at(i),
            updated_at: at(i),
          })),
        )
        .returning('id')
        .execute();
      clientIds.push(...rows.map((r) => r.id));
    },
  );

  const jobIds: number[] = [];
  await inBatches(
    Array.from({ length: o.jobs }, (_, i) => i),
    300,
    async (batch) => {
      const rows = await db
        .insertInto('jobs')
        .values(
          batch.map((i) => {
            const status = i % 10 === 7 ? 'closed' : i % 10 === 8 ? 'paused' : 'open';
            const row = {
              client_id: clientIds[i % clientIds.length]!,
              client_name: `Bench Client ${i % clientIds.length}`,
              job_title: `${TITLES[i % TITLES.length]} ${Math.floor(i / TITLES.length)}`,
              min_experience: MIN_EXPERIENCE[i % MIN_EXPERIENCE.length]!,
              max_experience: MIN_EXPERIENCE[i % MIN_EXPERIENCE.length]! + 3,
              preferred_company: null,
              type_of_industry: INDUSTRIES[i % INDUSTRIES.length]!,
              notice_period: NOTICE[i % NOTICE.length]!,
              benefit: 'Health Insurance,Cab',
              budget: 1_000_000 + (i % 50) * 10_000,
              package: 800_000 + (i % 50) * 10_000,
              qualification: 'Graduate',
              skills_required: 'Communication. Teamwork. Domain knowledge.',
              // shifted every 10 jobs: the status follows i % 10, and every city has open jobs
              job_location: CITIES[(i + Math.floor(i / 10)) % CITIES.length]!,
              timings: '9:30 AM to 6:30 PM',
              no_of_positions: 1 + (i % 5),
              working_days: 5,
              diversity_preference: null,
              hiring_type: 'Full Time',
              work_mode: WORK_MODES[i % WORK_MODES.length]!,
              interview_process: null,
              key_responsibilities: 'Deliver the role well.',
              job_description: 'A realistic description of the role.\nSecond line.',
              jd_file_id: null,
              is_active: status === 'closed' ? 0 : 1,
              status,
              auto_close_reason: null,
              auto_closed_at: null,
              deleted_at: null,
              created_at: at(i),
              updated_at: at(i),
            };
            return { ...row, is_visible: isJobVisible(row) ? 1 : 0 };
          }),
        )
        .returning('id')
        .execute();
      jobIds.push(...rows.map((r) => r.id));
    },
  );

  // a résumé with its extracted text per application (issue 45), the same CV when a person applies again
  const resumeFileIds = await seedResumeTexts(db, o.candidates, personIndex, at);
  const candidateIds: number[] = [];
  const candidateJob: number[] = [];
  await inBatches(
    Array.from({ length: o.candidates }, (_, i) => i),
    500,
    async (batch) => {
      const rows = await db
        .insertInto('candidates')
        .values(
          batch.map((i) => {
            // one application in ten is the person of REPEAT_GAP applications before applying again
            const p = personIndex(i);
            const name = `${FIRST[p % FIRST.length]} ${LAST[Math.floor(p / FIRST.length) % LAST.length]} ${p}`;
            return {
              job_id: jobIds[i % jobIds.length]!,
              candidate_name: name,
              name_lower: name.toLowerCase(),
              email: `candidate${p}@mail.example`,
              mobile_number: `9${String(100000000 + p).slice(-9)}`,
              current_location: CITIES[i % CITIES.length]!,
              current_company: null,
              years_experience: String(i % 12),
              relevant_experience: String(i % 6),
              current_ctc: null,
              expected_ctc: null,
              notice_period: null,
              preferred_location: null,
              available_for_interview: null,
              has_preferred_company: 'no',
              preferred_company: null,
              remarks: null,
              resume_file_id: resumeFileIds[i]!,
              status: i % 4 === 0 ? 'Selected' : 'Applied',
              created_at: at(i),
              updated_at: at(i),
              phone_key: `9${String(100000000 + p).slice(-9)}`,
            };
          }),
        )
        .returning(['id', 'job_id'])
        .execute();
      for (const r of rows) {
        candidateIds.push(r.id);
        candidateJob.push(r.job_id);
      }
    },
  );

  // trackers for one candidate in four, at assorted stages (never an offer: jobs stay consistent)
  const trackerRows = candidateIds
    .map((id, i) => ({ id, i, job: candidateJob[i]! }))
    .filter((c) => c.i % 4 === 0)
    .map((c) => {
      const done = c.i % 5; // 0..4 stages completed
      return {
        candidate_id: c.id,
        job_id: c.job,
        screening: done > 0 ? 'completed' : null,
        hr_interview: done > 1 ? 'completed' : null,
        client_cv_review: done > 2 ? 'completed' : null,
        client_interview: done > 3 ? 'completed' : null,
        offer_letter: null,
        rejected: c.i % 13 === 0 ? 'rejected' : null,
        created_at: at(c.i),
        updated_at: at(c.i),
      };
    });
  await inBatches(trackerRows, 500, (batch) => db.insertInto('process_trackers').values(batch).execute());

  // the trackers' history as the staff made it (the reports read it, issue 47): the application, each
  // stage completed by one of the staff (when there are any: the bench's) from half an hour to two weeks
  // after the one before, an HR interview booked and a note for some, the rejection; the backfill below
  // derives the rest's (actor-less) timeline
  const staff = (await db.selectFrom('users').select('id').where('user_role', 'in', ['Admin', 'Hrteam']).orderBy('id').execute()).map((u) => u.id);
  const stageOrder = ['screening', 'hr_interview', 'client_cv_review', 'client_interview'] as const;
  const historyRows = trackerRows.flatMap((t, k) => {
    const actor = staff.length ? staff[k % staff.length]! : null;
    const event = (kind: string, minutes: number, detail: object) => ({
      candidate_id: t.candidate_id,
      actor_user_id: kind === 'applied' ? null : actor,
      kind,
      detail: JSON.stringify({ job_id: t.job_id, ...detail }),
      created_at: new Date(Date.parse(t.created_at) + minutes * 60_000).toISOString(),
    });
    const rows = [event('applied', 0, {})];
    let minutes = 0;
    stageOrder.forEach((stage, n) => {
      if (t[stage] !== 'completed') return;
      minutes += 30 + ((t.candidate_id * 7919 + n * 104_729) % (14 * 24 * 60));
      rows.push(event('stage', minutes, { stage }));
      if (stage === 'screening' && k % 3 === 0)
        rows.push(
          event('interview_scheduled', minutes + 5, {
            stage: 'hr_interview',
            starts_at: new Date(Date.parse(t.created_at) + (minutes + 2880) * 60_000).toISOString(),
          }),
        );
      if (k % 2 === 0) rows.push(event('note', minutes + 10, { body: 'Spoke to them about the role.' }));
    });
    if (t.rejected) rows.push(event('rejected', minutes + 60, { reason: 'Not a fit' }));
    return rows;
  });
  await inBatches(historyRows, 500, (batch) => db.insertInto('candidate_events').values(batch).execute());

  const visibleJobs = (await db.selectFrom('jobs').select('id').where('is_visible', '=', 1).execute()).map((r) => r.id);
  const counters = new Map<string, { candidate_id: number; job_id: number; referral_count: number }>();
  const referralRows = Array.from({ length: o.referrals }, (_, i) => {
    const candidate = candidateIds[i % candidateIds.length]!;
    const job = visibleJobs[i % visibleJobs.length]!;
    const key = `${candidate}:${job}`;
    const c = counters.get(key) ?? { candidate_id: candidate, job_id: job, referral_count: 0 };
    c.referral_count++;
    counters.set(key, c);
    return {
      candidate_id: candidate,
      job_id: job,
      friend_name: `Friend ${i}`,
      friend_contact: `8${String(100000000 + i).slice(-9)}`,
      friend_email: i % 2 ? `friend${i}@mail.example` : null,
      preferred_company: null,
      created_at: at(i),
    };
  });
  await inBatches(referralRows, 500, (batch) => db.insertInto('referrals').values(batch).execute());
  await inBatches([...counters.values()], 500, (batch) => db.insertInto('referral_counters').values(batch).execute());

  // people: an application is its own person unless it repeats an earlier one's e-mail and phone,
  // as db/people.ts links them. The seed knows which ones repeat, so it links them in batches
  // (linkPeople writes one person at a time: 100,000 statements at a million candidates)
  const repeats = candidateIds.flatMap((id, i) => (personIndex(i) === i ? [] : [{ id, person: candidateIds[personIndex(i)]! }]));
  await inBatches(repeats, 500, (batch) =>
    db
      .updateTable('candidates')
      .set({
        person_id: sql<number>`case id ${sql.join(
          batch.map((r) => sql`when ${r.id} then cast(${r.person} as integer)`),
          sql` `,
        )} end`,
      })
      .where(
        'id',
        'in',
        batch.map((r) => r.id),
      )
      .execute(),
  );
  await sql`update candidates set person_id = id where person_id is null`.execute(db);
  await markPeopleWithLaterApplications(db);
  await backfillCandidateEvents(db);

  await inBatches(
    Array.from({ length: o.feedback }, (_, i) => ({
      first_name: FIRST[i % FIRST.length]!,
      last_name: LAST[i % LAST.length]!,
      email: `visitor${i}@mail.example`,
      phone_number: `9${String(200000000 + i).slice(-9)}`,
      message: 'Please call me back about staffing services.',
      created_at: at(i),
    })),
    500,
    (batch) => db.insertInto('feedback').values(batch).execute(),
  );
  // a task per job for the Hrteam (when there is one), each with its team notification; the first
  // Hrteam user has read every other one (the bell's counts, issue 19)
  const hr = await db.selectFrom('users').select('id').where('user_role', '=', 'Hrteam').orderBy('id').limit(1).executeTakeFirst();
  let tasks = 0;
  if (hr) {
    await inBatches(
      jobIds.map((jobId, i) => ({ jobId, i })),
      500,
      async (batch) => {
        const taskRows = await db
          .insertInto('task_assignments')
          .values(
            batch.map(({ jobId, i }) => ({
              user_id: hr.id,
              job_id: jobId,
              assigned_by: null,
              message: `Source candidates for job ${i}`,
              priority_level: ['low', 'medium', 'high', 'urgent'][i % 4]!,
              deadline: null,
              status: 'pending',
              created_at: at(i),
            })),
          )
          .returning(['id', 'created_at'])
          .execute();
        const notes = await db
          .insertInto('notifications')
          .values(taskRows.map((r) => ({ task_id: r.id, team_role: 'Hrteam', created_at: r.created_at })))
          .returning('id')
          .execute();
        const read = notes.filter((_, k) => k % 2 === 0).map((n) => ({ notification_id: n.id, user_id: hr.id, read_at: at(0) }));
        if (read.length) await db.insertInto('notification_reads').values(read).execute();
        tasks += taskRows.length;
      },
    );
  }

  // the rows above bypassed the services that keep the dashboard counters (issue 19)
  await recountAll(db);
  await recountFeedback(db);
  return {
    clients,
    jobs: jobIds.length,
    candidates: candidateIds.length,
    trackers: trackerRows.length,
    referrals: referralRows.length,
    feedback: o.feedback,
    tasks,
  };
}

/** The tables the large seed fills. */
const SEEDED_TABLES = [
  'stored_files',
  'resume_texts',
  'clients',
  'jobs',
  // the careers facets' kept counts (decisions 300, 303): the jobs' inserts fill them through the triggers
  'careers_facet_counts',
  'careers_facet_totals',
  'candidates',
  'process_trackers',
  'referrals',
  'referral_counters',
  'feedback',
  'candidate_events',
  'report_stage_completions',
  // the reports' kept counts (migrations 040–042), made by the rollup's rebuild: without fresh statistics
  // PostgreSQL planned the recruiter activity's read of the small set as a walk of every row (115 ms)
  'report_application_facts',
  'report_application_counts',
  'report_client_open_jobs',
  'report_stage_facts',
  'report_stage_counts',
  'report_activity_counts',
  'task_assignments',
  'notifications',
  'notification_reads',
  'dashboard_counters',
  'notification_counters',
  'notification_read_counters',
];

/** `settleTables` on the tables the large seed fills (the benchmark calls it after its own loads too). */
export const settleAfterBulkLoad = (handle: DatabaseHandle) => settleTables(handle, SEEDED_TABLES);

/** Demo staff for benchmarks when the database has no users. */
async function ensureBenchUsers(db: Db) {
  const n = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(n.n) > 0) return;
  const now = new Date().toISOString();
  for (const [username, password, role] of [
    ['admin@example.com', 'admin-demo-2026', 'Admin'],
    ['bdm@example.com', 'bdm-demo-2026', 'Bdm'],
    ['hr@example.com', 'hr-demo-2026', 'Hrteam'],
  ] as const) {
    await db
      .insertInto('users')
      .values({ username, password_hash: await hashPassword(password), user_role: role, is_active: 1, created_at: now, updated_at: now })
      .execute();
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string', default: '10000' },
      candidates: { type: 'string', default: '100000' },
      referrals: { type: 'string', default: '50000' },
      feedback: { type: 'string', default: '20000' },
    },
  });
  const config = loadConfig(process.env);
  const handle = openDatabase(config);
  const started = Date.now();
  await migrateToLatest(handle);
  await ensureBenchUsers(handle.db);
  const result = await bulkLoad(handle, (db) =>
    seedLarge(db, {
      jobs: Number(values.jobs),
      candidates: Number(values.candidates),
      referrals: Number(values.referrals),
      feedback: Number(values.feedback),
    }),
  );
  await settleAfterBulkLoad(handle);
  await handle.close();
  console.log(`Seeded ${JSON.stringify(result)} in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.database.kind}).`);
}
