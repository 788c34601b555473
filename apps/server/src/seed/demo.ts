import { isJobVisible, STAGES, AUTO_CLOSE_REASON, PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import type { AppContext } from '../app-context.js';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { hashToken } from '../auth/sessions.service.js';
import { samplePdf, sampleSvgLogo } from '../files/sample-documents.js';
import type { Executor } from '../db/database.js';
import { applicationReceived, jobClosed, referralReceived, stageChanged, taskAssigned } from '../mail/templates.js';
import { backfillCandidateEvents } from '../db/candidate-events-backfill.js';
import { linkPeople } from '../db/people.js';
import { recountAll } from '../db/recount.js';

/** Demo staff users (DESIGN.md), seeded only with demo data. */
export const DEMO_USERS = [
  { username: 'admin@example.com', password: 'admin-demo-2026', user_role: 'Admin' },
  { username: 'bdm@example.com', password: 'bdm-demo-2026', user_role: 'Bdm' },
  { username: 'hr@example.com', password: 'hr-demo-2026', user_role: 'Hrteam' },
  { username: 'meera.iyer@example.com', password: 'hr-demo-2026', user_role: 'Hrteam' },
  { username: 'arjun.mehta@example.com', password: 'bdm-demo-2026', user_role: 'Bdm' },
] as const;

const CLIENTS = [
  ['Northwind Fintech Pvt Ltd', 'https://northwind-fintech.example', 'Bengaluru, Karnataka', '29ABCDE1234F1Z5', 'Kavya Rao', 'Head of Talent'],
  ['Sahyadri Motors Ltd', 'https://sahyadri-motors.example', 'Pune, Maharashtra', '27FGHIJ5678K1Z3', 'Rohit Kulkarni', 'HR Manager'],
  ['BlueLotus Health Systems', 'https://bluelotus-health.example', 'Hyderabad, Telangana', '36KLMNO9012P1Z8', 'Ananya Reddy', 'Recruitment Lead'],
  ['Coastline Logistics', 'https://coastline-logistics.example', 'Chennai, Tamil Nadu', '33PQRST3456U1Z2', 'Suresh Iyer', 'Operations Director'],
  ['Indigo Retail Networks', 'https://indigo-retail.example', 'Mumbai, Maharashtra', '27UVWXY7890Z1Z6', 'Farah Khan', 'People Partner'],
  ['Aravalli Infra Projects', 'https://aravalli-infra.example', 'Gurugram, Haryana', '06ABCDE4321F1Z9', 'Vikram Singh', 'Project HR'],
] as const;

type JobSeed = {
  client: number;
  title: string;
  location: string;
  industry: string;
  positions: number;
  notice: string;
  skills: string;
  pkg: number;
  state: 'open' | 'paused' | 'closed-manual' | 'closed-auto';
  hiring: string;
  mode: string;
  exp: [number, number];
};
const JOBS: JobSeed[] = [
  {
    client: 0,
    title: 'Senior React Developer',
    location: 'Bengaluru',
    industry: 'IT & Software Development',
    positions: 3,
    notice: 'Immediate',
    skills: 'React and TypeScript. REST APIs. Testing with Vitest.',
    pkg: 1800000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'Hybrid',
    exp: [4, 8],
  },
  {
    client: 0,
    title: 'Java Backend Engineer',
    location: 'Bengaluru',
    industry: 'IT & Software Development',
    positions: 2,
    notice: '15 to 30 days',
    skills: 'Java 17. Spring Boot. PostgreSQL.',
    pkg: 1500000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [3, 6],
  },
  {
    client: 1,
    title: 'Production Planning Engineer',
    location: 'Pune',
    industry: 'Manufacturing',
    positions: 2,
    notice: '1 month',
    skills: 'SAP PP. Lean manufacturing. Capacity planning.',
    pkg: 900000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [2, 5],
  },
  {
    client: 1,
    title: 'Quality Inspector',
    location: 'Pune',
    industry: 'Manufacturing',
    positions: 4,
    notice: '10 days',
    skills: 'ISO 9001. Measuring instruments. Root cause analysis.',
    pkg: 450000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [1, 3],
  },
  {
    client: 2,
    title: 'Medical Billing Specialist',
    location: 'Hyderabad',
    industry: 'Customer Support',
    positions: 5,
    notice: '15 days',
    skills: 'US healthcare billing. ICD-10 coding. Attention to detail.',
    pkg: 400000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'Work From Client Office',
    exp: [1, 4],
  },
  {
    client: 2,
    title: 'Data Analyst',
    location: 'Hyderabad',
    industry: 'IT & Software Development',
    positions: 1,
    notice: 'More than 1 month',
    skills: 'SQL. Python. Power BI dashboards.',
    pkg: 1100000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'Remote',
    exp: [2, 5],
  },
  {
    client: 3,
    title: 'Warehouse Operations Supervisor',
    location: 'Chennai',
    industry: 'Business Services',
    positions: 2,
    notice: 'Immediate',
    skills: 'Inventory control. WMS software. Team leadership.',
    pkg: 600000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [3, 7],
  },
  {
    client: 3,
    title: 'Fleet Coordinator',
    location: 'Chennai',
    industry: 'Business Services',
    positions: 1,
    notice: '30 days',
    skills: 'Route planning. GPS tracking tools. Vendor coordination.',
    pkg: 500000,
    state: 'open',
    hiring: 'Part Time',
    mode: 'Hybrid',
    exp: [1, 3],
  },
  {
    client: 4,
    title: 'Digital Marketing Executive',
    location: 'Mumbai',
    industry: 'Digital Marketing',
    positions: 2,
    notice: '15 to 30 days',
    skills: 'SEO and SEM. Google Ads. Social media campaigns.',
    pkg: 700000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'Hybrid',
    exp: [1, 4],
  },
  {
    client: 4,
    title: 'Store Manager',
    location: 'Mumbai',
    industry: 'Sales & Marketing',
    positions: 3,
    notice: '1 month',
    skills: 'Retail operations. P&L ownership. Visual merchandising.',
    pkg: 800000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [5, 10],
  },
  {
    client: 5,
    title: 'Site Engineer (Civil)',
    location: 'Gurugram',
    industry: 'Construction',
    positions: 4,
    notice: 'Immediate',
    skills: 'AutoCAD. Site execution. Quantity surveying.',
    pkg: 650000,
    state: 'open',
    hiring: 'Temporary Employment',
    mode: 'On-Site',
    exp: [2, 6],
  },
  {
    client: 5,
    title: 'Interior Design Associate',
    location: 'Gurugram',
    industry: 'Interior Designing',
    positions: 1,
    notice: '15 days',
    skills: 'SketchUp. Material selection. Client presentations.',
    pkg: 550000,
    state: 'open',
    hiring: 'Internship',
    mode: 'On-Site',
    exp: [0, 2],
  },
  {
    client: 0,
    title: 'DevOps Engineer',
    location: 'Remote',
    industry: 'IT & Software Development',
    positions: 2,
    notice: '1 month',
    skills: 'Kubernetes. Terraform. CI/CD pipelines.',
    pkg: 2000000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'Remote',
    exp: [4, 9],
  },
  {
    client: 2,
    title: 'Customer Support Associate',
    location: 'Hyderabad',
    industry: 'Customer Support',
    positions: 6,
    notice: 'Immediate',
    skills: 'Excellent English. CRM tools. Empathy under pressure.',
    pkg: 350000,
    state: 'open',
    hiring: 'Full Time',
    mode: 'Work From Client Office',
    exp: [0, 2],
  },
  {
    client: 1,
    title: 'Maintenance Technician',
    location: 'Pune',
    industry: 'Manufacturing',
    positions: 2,
    notice: '15 days',
    skills: 'PLC troubleshooting. Preventive maintenance.',
    pkg: 420000,
    state: 'paused',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [2, 5],
  },
  {
    client: 4,
    title: 'Visual Merchandiser',
    location: 'Mumbai',
    industry: 'Sales & Marketing',
    positions: 1,
    notice: '30 days',
    skills: 'Window displays. Planograms.',
    pkg: 480000,
    state: 'paused',
    hiring: 'Part Time',
    mode: 'On-Site',
    exp: [1, 3],
  },
  {
    client: 3,
    title: 'Customs Documentation Executive',
    location: 'Chennai',
    industry: 'Business Services',
    positions: 2,
    notice: '10 days',
    skills: 'EXIM documentation. ICEGATE filing.',
    pkg: 520000,
    state: 'closed-manual',
    hiring: 'Full Time',
    mode: 'On-Site',
    exp: [2, 5],
  },
  {
    client: 0,
    title: 'QA Automation Engineer',
    location: 'Bengaluru',
    industry: 'IT & Software Development',
    positions: 1,
    notice: '15 to 30 days',
    skills: 'Playwright. API testing. CI integration.',
    pkg: 1300000,
    state: 'closed-auto',
    hiring: 'Full Time',
    mode: 'Hybrid',
    exp: [3, 6],
  },
];

const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kiara',
  'Rohan',
  'Saanvi',
  'Vivaan',
  'Anika',
  'Kabir',
  'Meera',
  'Arjun',
  'Riya',
  'Aditya',
  'Nisha',
  'Karthik',
  'Pooja',
  'Siddharth',
  'Tanvi',
  'Yash',
  'Zoya',
  'Rahul',
  'Sneha',
  'Varun',
  'Priya',
];
const LAST = ['Sharma', 'Patel', 'Nair', 'Reddy', 'Iyer', 'Gupta', 'Menon', 'Das', 'Kapoor', 'Joshi', 'Bose', 'Pillai'];
const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Delhi', 'Kochi', 'Noida'];

/** Seed demo data when the database has no users (never in production unless DEMO_SEED=true). */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const existing = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const files: { key: string; name: string; mime: string; size: number; kind: string }[] = [];
  const store = async (bytes: Buffer, name: string, mime: string, kind: string) => {
    const key = await ctx.files.put(bytes);
    files.push({ key, name, mime, size: bytes.length, kind });
    return key;
  };
  // files first (outside the transaction), rows in one transaction
  const logoKeys = await Promise.all(
    CLIENTS.map((c, i) =>
      store(
        sampleSvgLogo(
          c[0]
            .split(' ')
            .map((w) => w[0])
            .join(''),
          i * 55,
        ),
        `${c[0]}-logo.svg`,
        'image/svg+xml',
        'logo',
      ),
    ),
  );
  const slaKeys = await Promise.all(
    CLIENTS.map((c) => store(samplePdf(`Service level agreement - ${c[0]}`), `${c[0]}-SLA.pdf`, 'application/pdf', 'sla')),
  );
  const resumeKey = await store(samplePdf('Curriculum vitae'), 'resume.pdf', 'application/pdf', 'resume');
  const proofKey = await store(samplePdf('Screenshot of the fake offer letter'), 'fake-offer.pdf', 'application/pdf', 'proof');

  await ctx.db.transaction().execute(async (trx) => {
    const base = ctx.clock().getTime();
    const at = (minutesAgo: number) => new Date(base - minutesAgo * 60_000).toISOString();
    const fileIds = new Map<string, number>();
    for (const f of files) {
      const r = await trx
        .insertInto('stored_files')
        .values({ storage_key: f.key, original_name: f.name, mime: f.mime, size: f.size, kind: f.kind, created_at: at(60 * 24 * 60) })
        .returning('id')
        .executeTakeFirstOrThrow();
      fileIds.set(f.key, r.id);
    }
    const userIds: number[] = [];
    for (const [i, u] of DEMO_USERS.entries()) {
      const r = await trx
        .insertInto('users')
        .values({
          username: u.username,
          password_hash: hashes[i]!,
          user_role: u.user_role,
          is_active: 1,
          created_at: at(60 * 24 * (200 - i * 20)),
          updated_at: at(60 * 24 * 10),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.push(r.id);
    }
    const clientIds: number[] = [];
    for (const [i, c] of CLIENTS.entries()) {
      const slug = c[1].replace('https://', '');
      const r = await trx
        .insertInto('clients')
        .values({
          company_name: c[0],
          website: c[1],
          email: `hello@${slug}`,
          phone: `98${String(45000000 + i * 1111111).padStart(8, '0')}`,
          location: c[2],
          gst_number: c[3],
          contact_name: c[4],
          designation: c[5],
          contact_email: `${c[4].split(' ')[0]!.toLowerCase()}@${slug}`,
          contact_phone: `99${String(10000000 + i * 2222222).padStart(8, '0')}`,
          contact_name2: i % 2 === 0 ? 'Neha Verma' : null,
          designation2: i % 2 === 0 ? 'Talent Acquisition Partner' : null,
          contact_email2: i % 2 === 0 ? `neha@${slug}` : null,
          contact_mobile2: i % 2 === 0 ? `97${String(30000000 + i * 333333).padStart(8, '0')}` : null,
          logo_file_id: fileIds.get(logoKeys[i]!)!,
          sla_file_id: fileIds.get(slaKeys[i]!)!,
          created_at: at(60 * 24 * (120 - i * 10)),
          updated_at: at(60 * 24 * (120 - i * 10)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      clientIds.push(r.id);
    }

    const jobIds: number[] = [];
    for (const [i, j] of JOBS.entries()) {
      const created = at(60 * 24 * (JOBS.length - i) + 37);
      const closed = j.state === 'closed-manual' || j.state === 'closed-auto';
      const row = {
        client_id: clientIds[j.client]!,
        client_name: CLIENTS[j.client]![0],
        job_title: j.title,
        min_experience: j.exp[0],
        max_experience: j.exp[1],
        preferred_company: null,
        type_of_industry: j.industry,
        notice_period: j.notice,
        benefit: i % 3 === 0 ? 'Health Insurance,Provident fund,Paid Time Off' : i % 3 === 1 ? 'Cab,Food,Bonus' : 'Health Insurance,Incentives',
        budget: Math.round(j.pkg * 1.15),
        package: j.pkg,
        qualification: j.industry === 'IT & Software Development' ? 'B.E./B.Tech in Computer Science or equivalent' : 'Graduate in any discipline',
        skills_required: j.skills,
        job_location: j.location,
        timings: '9:30 AM to 6:30 PM',
        no_of_positions: j.positions,
        working_days: 5,
        diversity_preference: null,
        hiring_type: j.hiring,
        work_mode: j.mode,
        interview_process: 'Screening call, technical round, client round, HR discussion',
        key_responsibilities: `Own day-to-day delivery as ${j.title}.\nWork closely with the client team.\nReport progress weekly.`,
        job_description: `${CLIENTS[j.client]![0]} is hiring a ${j.title} in ${j.location}.\n\nYou will join a growing team and work on meaningful projects from the first week.`,
        jd_file_id: null,
        is_active: closed ? 0 : 1,
        status: closed ? 'closed' : j.state === 'paused' ? 'paused' : 'open',
        auto_close_reason: j.state === 'closed-auto' ? AUTO_CLOSE_REASON : null,
        auto_closed_at: j.state === 'closed-auto' ? at(60 * 24 * 2) : null,
        deleted_at: null,
        created_at: created,
        updated_at: created,
      };
      const r = await trx
        .insertInto('jobs')
        .values({ ...row, is_visible: isJobVisible(row) ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      jobIds.push(r.id);
    }

    // candidates: two to four per job, trackers at every stage, a few rejected
    let n = 0;
    const candidateIds: { id: number; job: number }[] = [];
    for (const [ji, j] of JOBS.entries()) {
      const count = j.state === 'closed-auto' ? 2 : 2 + (ji % 3);
      for (let k = 0; k < count; k++) {
        const first = FIRST[n % FIRST.length]!;
        const last = LAST[(n * 7) % LAST.length]!;
        const name = `${first} ${last}`;
        const created = at(60 * 24 * (JOBS.length - ji) - k * 90);
        const stageDone = j.state === 'closed-auto' ? (k === 0 ? 5 : 2) : j.state === 'closed-manual' ? 1 : (n % 6) - 1; // -1 = no tracker
        const rejected = j.state === 'open' && n % 9 === 4;
        const c = await trx
          .insertInto('candidates')
          .values({
            job_id: jobIds[ji]!,
            candidate_name: name,
            name_lower: name.toLowerCase(),
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
            resume_file_id: fileIds.get(resumeKey)!,
            status: stageDone >= 0 || rejected ? 'Selected' : 'Applied',
            consent_source: 'application',
            consent_version: PRIVACY_NOTICE_VERSION,
            consent_at: created,
            created_at: created,
            updated_at: created,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        candidateIds.push({ id: c.id, job: jobIds[ji]! });
        if (stageDone >= 0 || rejected) {
          const stages = Object.fromEntries(STAGES.map((s, idx) => [s, idx < Math.max(stageDone, rejected ? 1 : 0) ? 'completed' : null]));
          await trx
            .insertInto('process_trackers')
            .values({
              candidate_id: c.id,
              job_id: jobIds[ji]!,
              ...stages,
              rejected: rejected ? 'rejected' : null,
              rejection_reason: rejected ? 'Expected salary above the budget' : null,
              created_at: created,
              updated_at: created,
            } as never)
            .execute();
        }
        n++;
      }
    }

    const closedManual = JOBS.findIndex((j) => j.state === 'closed-manual');
    const closedAuto = JOBS.findIndex((j) => j.state === 'closed-auto');
    await trx
      .insertInto('job_closures')
      .values([
        {
          job_id: jobIds[closedManual]!,
          total_positions: JOBS[closedManual]!.positions,
          filled_positions: 0,
          closed_at: at(60 * 24 * 3),
          closure_reason: 'Client put the hiring on hold',
          closed_by: userIds[0]!,
        },
        {
          job_id: jobIds[closedAuto]!,
          total_positions: 1,
          filled_positions: 1,
          closed_at: at(60 * 24 * 2),
          closure_reason: AUTO_CLOSE_REASON,
          closed_by: null,
        },
      ])
      .execute();

    // referrals by the first few candidates to open jobs
    const friends = [
      'Manish Tiwari',
      'Lakshmi Narayan',
      'Deepak Chauhan',
      'Fatima Sheikh',
      'Gaurav Malhotra',
      'Harini Subramanian',
      'Imran Qureshi',
      'Jaya Prakash',
    ];
    for (const [i, friend] of friends.entries()) {
      const cand = candidateIds[i * 3]!;
      if (JOBS[jobIds.indexOf(cand.job)]?.state !== 'open') continue;
      await trx
        .insertInto('referrals')
        .values({
          candidate_id: cand.id,
          job_id: cand.job,
          friend_name: friend,
          friend_contact: `91${String(76500000 + i * 12345).padStart(8, '0')}`,
          friend_email: i % 2 === 0 ? `${friend.split(' ')[0]!.toLowerCase()}@mail.example` : null,
          preferred_company: i % 3 === 0 ? 'Any product company' : null,
          created_at: at(60 * (48 - i * 5)),
        })
        .execute();
      await upsertCounter(trx, cand.id, cand.job);
    }

    await trx
      .insertInto('feedback')
      .values([
        {
          first_name: 'Sanjay',
          last_name: 'Verma',
          email: 'sanjay.verma@mail.example',
          phone_number: '9812345670',
          message: 'We placed two engineers through your team last quarter. Quick and professional, thank you!',
          created_at: at(60 * 30),
        },
        {
          first_name: 'Lata',
          last_name: 'Krishnan',
          email: 'lata.k@mail.example',
          phone_number: '9823456781',
          message: 'Could you share your payroll outsourcing pricing for a 120-person company?',
          created_at: at(60 * 20),
        },
        {
          first_name: 'Omar',
          last_name: 'Farooq',
          email: 'omar.farooq@mail.example',
          phone_number: '9834567892',
          message: 'I applied for the Data Analyst role. How long does the screening usually take?',
          created_at: at(60 * 5),
        },
        {
          first_name: 'Test',
          last_name: 'Markup',
          email: 'markup@mail.example',
          phone_number: '9845678903',
          message: 'Shown as text, never as HTML: <img src=x onerror=alert(1)> <b>bold?</b>',
          created_at: at(30),
        },
      ])
      .execute();

    await trx
      .insertInto('scam_reports')
      .values([
        {
          first_name: 'Neelam',
          last_name: 'Saxena',
          email: 'neelam.s@mail.example',
          phone_number: '9856789014',
          issue_description: 'Someone on WhatsApp offered me a job in your name and asked for a ₹5,000 registration fee.',
          proof_file_id: fileIds.get(proofKey)!,
          created_at: at(60 * 26),
        },
        {
          first_name: 'Prakash',
          last_name: 'Hegde',
          email: 'prakash.h@mail.example',
          phone_number: '9867890125',
          issue_description: 'Received an offer letter from a gmail address using your logo.',
          proof_file_id: null,
          created_at: at(60 * 8),
        },
      ])
      .execute();

    const tasks = [
      {
        user: 2,
        job: 0,
        message:
          'Handle recruitment for Senior React Developer position at Northwind Fintech Pvt Ltd. Required skills: React and TypeScript. REST APIs. Testing with Vitest.',
        priority: 'high',
        minutesAgo: 60 * 5,
        deadlineDays: 7,
      },
      {
        user: 1,
        job: 5,
        message: 'Follow up with BlueLotus Health Systems on the Data Analyst budget.',
        priority: 'medium',
        minutesAgo: 60 * 26,
        deadlineDays: 3,
      },
      {
        user: 2,
        job: 13,
        message: 'Shortlist ten Customer Support Associate profiles this week.',
        priority: 'urgent',
        minutesAgo: 60 * 2,
        deadlineDays: 2,
      },
      { user: 1, job: null, message: 'Prepare the quarterly client review deck.', priority: 'low', minutesAgo: 60 * 50, deadlineDays: null },
      {
        user: 3,
        job: 10,
        message: 'Source Site Engineer (Civil) candidates in the NCR region.',
        priority: 'medium',
        minutesAgo: 60 * 30,
        deadlineDays: 10,
      },
    ] as const;
    for (const t of tasks) {
      const created = at(t.minutesAgo);
      const deadline = t.deadlineDays === null ? null : new Date(base + t.deadlineDays * 86_400_000).toISOString().slice(0, 10);
      const task = await trx
        .insertInto('task_assignments')
        .values({
          user_id: userIds[t.user]!,
          job_id: t.job === null ? null : jobIds[t.job]!,
          assigned_by: userIds[0]!,
          message: t.message,
          priority_level: t.priority,
          deadline,
          status: 'pending',
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('notifications').values({ task_id: task.id, team_role: DEMO_USERS[t.user]!.user_role, created_at: created }).execute();
    }

    // the mails these demo actions would have sent (issue 16): with no mail server configured they
    // wait in the outbox, where Admin reads them on the Outbox page
    const applicants = await trx
      .selectFrom('candidates')
      .innerJoin('jobs', 'jobs.id', 'candidates.job_id')
      .select(['candidates.email', 'candidates.candidate_name', 'jobs.job_title'])
      .orderBy('candidates.id')
      .limit(3)
      .execute();
    for (const c of applicants)
      await ctx.outbox.enqueue(
        trx,
        applicationReceived({ to: c.email, name: c.candidate_name, jobTitle: c.job_title, publicUrl: ctx.config.publicUrl }),
      );
    const first = tasks[0];
    for (const member of DEMO_USERS.filter((u) => u.user_role === DEMO_USERS[first.user]!.user_role)) {
      await ctx.outbox.enqueue(
        trx,
        taskAssigned({
          to: member.username,
          team: member.user_role,
          message: first.message,
          priority: first.priority,
          deadline: null,
          jobTitle: JOBS[first.job]!.title,
          publicUrl: ctx.config.publicUrl,
        }),
      );
    }
    // a friend referred with an e-mail, a candidate moved on to the HR interview, the closed job
    const referral = await trx
      .selectFrom('referrals')
      .innerJoin('candidates', 'candidates.id', 'referrals.candidate_id')
      .innerJoin('jobs', 'jobs.id', 'referrals.job_id')
      .select([
        'referrals.id as referral_id',
        'referrals.friend_email',
        'referrals.friend_name',
        'candidates.candidate_name',
        'jobs.id',
        'jobs.job_title',
      ])
      .where('referrals.friend_email', 'is not', null)
      .orderBy('referrals.id')
      .executeTakeFirst();
    if (referral?.friend_email) {
      // the friend's removal link works like one made by a real referral (issue 18)
      const removalToken = randomBytes(32).toString('hex');
      await trx
        .updateTable('referrals')
        .set({ removal_token_hash: hashToken(removalToken) })
        .where('id', '=', referral.referral_id)
        .execute();
      await ctx.outbox.enqueue(
        trx,
        referralReceived({
          to: referral.friend_email,
          friendName: referral.friend_name,
          referrerName: referral.candidate_name,
          jobTitle: referral.job_title,
          jobId: referral.id,
          publicUrl: ctx.config.publicUrl,
          removalToken,
        }),
      );
    }
    const moved = await trx
      .selectFrom('process_trackers')
      .innerJoin('candidates', 'candidates.id', 'process_trackers.candidate_id')
      .innerJoin('jobs', 'jobs.id', 'process_trackers.job_id')
      .select(['candidates.email', 'candidates.candidate_name', 'jobs.job_title'])
      .where('process_trackers.screening', '=', 'completed')
      .where('process_trackers.hr_interview', 'is', null)
      .where('process_trackers.rejected', 'is', null)
      .orderBy('process_trackers.id')
      .executeTakeFirst();
    if (moved) {
      await ctx.outbox.enqueue(trx, stageChanged({ to: moved.email, name: moved.candidate_name, jobTitle: moved.job_title, stage: 'hr_interview' }));
    }
    for (const bdm of DEMO_USERS.filter((u) => u.user_role === 'Bdm')) {
      await ctx.outbox.enqueue(
        trx,
        jobClosed({
          to: bdm.username,
          jobTitle: JOBS[closedManual]!.title,
          clientName: CLIENTS[JOBS[closedManual]!.client]![0],
          reason: 'Client put the hiring on hold',
          publicUrl: ctx.config.publicUrl,
        }),
      );
    }
  });
  await seedDemoInterviews(ctx);
  // the rows above were written directly, not through the services that keep the counters
  await recountAll(ctx.db);
  // one person across jobs, and the timeline of what the demo data did (issue 15)
  await linkPeople(ctx.db, ctx.dialect);
  await backfillCandidateEvents(ctx.db);
  return true;
}

/**
 * A few interviews in the days ahead (issue 15), so the dashboards' 'Interviews Scheduled' and the
 * week's list show something: candidates of open jobs standing at the HR interview stage.
 */
async function seedDemoInterviews(ctx: AppContext) {
  const atHrInterview = await ctx.db
    .selectFrom('process_trackers as pt')
    .innerJoin('jobs', 'jobs.id', 'pt.job_id')
    .select(['pt.candidate_id', 'pt.job_id'])
    .where('pt.screening', '=', 'completed')
    .where('pt.hr_interview', 'is', null)
    .where('pt.rejected', 'is', null)
    .where('jobs.is_active', '=', 1)
    .where('jobs.status', '=', 'open')
    .orderBy('pt.candidate_id')
    .limit(3)
    .execute();
  const now = ctx.clock();
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const interviewers = ['Meera Kapoor', 'Arjun Menon', 'Kavya Reddy'];
  for (const [i, c] of atHrInterview.entries()) {
    await ctx.db
      .insertInto('interviews')
      .values({
        candidate_id: c.candidate_id,
        job_id: c.job_id,
        stage: 'hr_interview',
        // 10:00, 11:30 and 15:00 India time on the next three days
        starts_at: new Date(day + (i + 1) * 86_400_000 + [4.5, 6, 9.5][i]! * 3_600_000).toISOString(),
        duration_minutes: 45,
        interviewer: interviewers[i]!,
        location: i === 1 ? null : 'Talentra office, Baner, Pune',
        meeting_url: i === 1 ? 'https://meet.example/talentra-hr' : null,
        created_by: null,
        created_at: now.toISOString(),
        cancelled_at: null,
      })
      .execute();
  }
}

async function upsertCounter(db: Executor, candidateId: number, jobId: number) {
  await db
    .insertInto('referral_counters')
    .values({ candidate_id: candidateId, job_id: jobId, referral_count: 1 })
    .onConflict((oc) =>
      oc.columns(['candidate_id', 'job_id']).doUpdateSet((eb) => ({ referral_count: eb('referral_counters.referral_count', '+', 1) })),
    )
    .execute();
}
