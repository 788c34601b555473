// Résumé text for the large benchmark seed (issue 45): a résumé file and its extracted text per
// candidate, stored as extraction stores them (`stored_files` of kind 'resume', `resume_texts` with
// status 'done': the FTS5 table / tsvector index follow it), in bulk inserts.
import type { Db } from '../db/database.js';

/** Skills a résumé lists: six of these each, so any one skill is in about one résumé in seven. */
const SKILLS = [
  'React',
  'Angular',
  'Vue.js',
  'Node.js',
  'TypeScript',
  'JavaScript',
  'Java',
  'Spring Boot',
  'Python',
  'Django',
  'PHP',
  'Laravel',
  'AWS',
  'Azure',
  'Google Cloud',
  'Docker',
  'Kubernetes',
  'Terraform',
  'SQL',
  'PostgreSQL',
  'MySQL',
  'MongoDB',
  'Redis',
  'Kafka',
  'Apache Spark',
  'Hadoop',
  'Airflow',
  'Tableau',
  'Power BI',
  'Excel',
  'Selenium',
  'Jenkins',
  'Git',
  'Linux',
  'C#',
  '.NET',
  'Go',
  'Flutter',
  'Figma',
  'Salesforce',
  'SAP',
  'Tally',
  'GST filing',
  'Recruitment',
];
/** The current title: "Data Engineer" one in 25. */
const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'Data Engineer',
  'Data Analyst',
  'Data Scientist',
  'DevOps Engineer',
  'Cloud Engineer',
  'QA Engineer',
  'Test Automation Engineer',
  'Mobile Developer',
  'Java Developer',
  'PHP Developer',
  'Business Analyst',
  'Product Manager',
  'Project Manager',
  'Site Engineer',
  'Support Associate',
  'Sales Executive',
  'HR Generalist',
  'Accountant',
  'UI Designer',
  'System Administrator',
];
/** Earlier roles (no data engineer among them: the phrase query matches the current title only). */
const EARLIER = ['Trainee Engineer', 'Associate Developer', 'Intern', 'Analyst', 'Junior Developer', 'Support Engineer', 'Executive'];
const COMPANIES = [
  'Infosys',
  'TCS',
  'Wipro',
  'HCL',
  'Tech Mahindra',
  'Accenture',
  'Cognizant',
  'Zoho',
  'Freshworks',
  'Flipkart',
  'Swiggy',
  'Razorpay',
  'Mindtree',
  'L&T',
];
const SENTENCES = [
  'Built and maintained services used by thousands of customers every day.',
  'Worked closely with product owners to turn requirements into releases.',
  'Reduced page load time by a third by caching and trimming bundles.',
  'Designed data pipelines that load sales figures into the warehouse nightly.',
  'Wrote unit and integration tests and kept the build green.',
  'Mentored two junior engineers and reviewed their code.',
  'Migrated an on-premise application to the cloud with no downtime.',
  'Automated monthly reports that used to take a day by hand.',
  'Handled customer escalations and wrote the runbooks for the support team.',
  'Led the move from a monolith to smaller services.',
  'Prepared GST returns and reconciled vendor accounts every quarter.',
  'Set up monitoring and alerts for the production systems.',
  'Interviewed candidates and onboarded new joiners.',
  'Cleaned and modelled data for dashboards used by management.',
  'Delivered features in two-week sprints with a distributed team.',
  'Improved the test coverage of the payments module from 40 to 85 percent.',
];
const DEGREES = [
  'B.Tech in Computer Science',
  'B.E. in Electronics',
  'B.Com',
  'BCA',
  'MCA',
  'M.Tech in Data Science',
  'MBA in Human Resources',
  'B.Sc in Mathematics',
];
const COLLEGES = [
  'Anna University',
  'VTU',
  'Pune University',
  'Osmania University',
  'Mumbai University',
  'Delhi University',
  'NIT Trichy',
  'Amity University',
];
const CITIES = ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Delhi', 'Kochi', 'Noida', 'Jaipur', 'Indore'];

/** A small deterministic generator (mulberry32): the same seed gives the same résumé. */
function random(seed: number) {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The text of résumé number `seed`: about 650 characters, as extraction leaves a short one-page CV. */
export function resumeText(seed: number): string {
  const r = random(seed + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const skills = new Set<string>();
  while (skills.size < 6) skills.add(pick(SKILLS));
  const years = 1 + Math.floor(r() * 14);
  const title = pick(TITLES);
  const lines = [
    `${title} with ${years} years of experience, based in ${pick(CITIES)}.`,
    `Skills: ${[...skills].join(', ')}, Communication, Teamwork.`,
    'Experience',
    `${title}, ${pick(COMPANIES)} (${2026 - Math.min(years, 4)} to present)`,
    `${pick(SENTENCES)} ${pick(SENTENCES)} ${pick(SENTENCES)}`,
    `${pick(EARLIER)}, ${pick(COMPANIES)} (${2026 - years} to ${2026 - Math.min(years, 4)})`,
    `${pick(SENTENCES)} ${pick(SENTENCES)}`,
    'Education',
    `${pick(DEGREES)}, ${pick(COLLEGES)}, ${2026 - years - 1}`,
    `Languages: English, ${pick(['Hindi', 'Tamil', 'Telugu', 'Kannada', 'Marathi', 'Malayalam'])}`,
  ];
  return lines.join('\n');
}

/**
 * `count` résumé files with their text (file `i` reads as résumé `seedOf(i)`: a person applying
 * again sends the same CV), inserted 1,000 rows a statement; answers the files' ids in order.
 */
export async function seedResumeTexts(db: Db, count: number, seedOf: (i: number) => number, at: (i: number) => string): Promise<number[]> {
  const run = Date.now().toString(36);
  const ids: number[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, k) => start + k);
    const rows = await db
      .insertInto('stored_files')
      .values(
        batch.map((i) => ({
          storage_key: `bench-resume-${run}-${i}`,
          original_name: `resume-${i}.pdf`,
          mime: 'application/pdf',
          size: 40_000,
          kind: 'resume',
          created_at: at(i),
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('resume_texts')
      .values(
        rows.map((row, k) => ({ file_id: row.id, status: 'done', body: resumeText(seedOf(batch[k]!)), reason: null, extracted_at: at(batch[k]!) })),
      )
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
