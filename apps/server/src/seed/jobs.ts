import { JobCreateSchema } from '@talentra/contract';
import { CLIENTS } from './clients.js';
import type { Seeding } from './context.js';

export type JobSeed = {
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
export const JOBS: JobSeed[] = [
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

/** When the demo's two closed jobs closed (minutes ago); the auto-closed one closes with its last offer. */
export const MANUAL_CLOSE_MINUTES_AGO = 60 * 24 * 3;
export const AUTO_CLOSE_MINUTES_AGO = 60 * 24 * 2;
const MANUAL_CLOSE_REASON = 'Client put the hiring on hold';

/**
 * Every demo job as Bdm's job form sends it, and open: the applications come first, the pauses and
 * the closures after them (seedJobStates), as they would in life. Returns the ids in JOBS order.
 */
export async function seedJobs(s: Seeding, clientIds: number[]): Promise<number[]> {
  const jobs = s.services.jobs;
  const ids: number[] = [];
  for (const [i, j] of JOBS.entries()) {
    const client = CLIENTS[j.client]![0];
    const input = JobCreateSchema.parse({
      client_id: clientIds[j.client]!,
      client_name: client,
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
      job_description: `${client} is hiring a ${j.title} in ${j.location}.\n\nYou will join a growing team and work on meaningful projects from the first week.`,
    });
    s.at(60 * 24 * (JOBS.length - i) + 37);
    ids.push((await jobs.create(input, null)).id);
  }
  return ids;
}

/** The paused jobs paused and the manually closed one closed by Admin with its reason (the Bdms hear of it). */
export async function seedJobStates(s: Seeding, jobIds: number[], adminId: number): Promise<void> {
  const jobs = s.services.jobs;
  s.at(MANUAL_CLOSE_MINUTES_AGO);
  for (const [i, j] of JOBS.entries()) {
    if (j.state === 'paused') await jobs.update(jobIds[i]!, { status: 'paused' }, null, adminId);
    if (j.state === 'closed-manual') await jobs.close(jobIds[i]!, MANUAL_CLOSE_REASON, adminId);
  }
}
