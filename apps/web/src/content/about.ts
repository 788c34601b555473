/**
 * About Us copy (public-site.md §1, §2 "About and profiles"). Kept out of company.ts on purpose:
 * company.ts is read by the header and footer, so it sits in the entry bundle of every page.
 */
export interface Step {
  title: string;
  text: string;
}

/** Paragraphs of /about; the first one is also the home page teaser. */
export const ABOUT_PARAGRAPHS: readonly string[] = [
  'Talentra Staffing Solutions is a recruitment and staffing company that helps businesses find the people they need and helps professionals find work where they can grow. From a single specialist hire to a whole project team, we match skills, experience and culture so that every placement lasts.',
  'We provide permanent staffing, contractual and contract-to-hire staffing and executive search, in IT and non-IT roles. Beyond hiring, we run payroll, manage IT hardware assets, and design, implement and support IT networks, so our clients can focus on their own business.',
  'Our recruiters know the industries they hire for. We listen first, search widely, screen carefully and stay with candidates and clients long after the offer letter is signed.',
];

/** The three-step way of working: consultation, matching, integration. */
export const WORK_PROCESS: readonly Step[] = [
  { title: 'Consultation', text: 'We learn about your business, the role, the team and the skills that matter most.' },
  { title: 'Matching', text: 'We search, screen and shortlist candidates whose skills and goals fit your needs.' },
  { title: 'Integration', text: 'We support onboarding and stay in touch so that new hires settle in and succeed.' },
];

/** The five-step hiring process of /about. */
export const HIRING_PROCESS: readonly Step[] = [
  { title: 'Understand client requirements', text: 'We study the role, the team, the timelines and the budget with you before we search.' },
  { title: 'Design a road map', text: 'We plan the search: where to look, how to assess and when each step happens.' },
  { title: 'Skill mapping with identified resources', text: 'We map each candidate’s skills against the requirement and share a focused shortlist.' },
  { title: 'Interview', text: 'We schedule and coordinate interviews and gather feedback from both sides.' },
  { title: 'Onboarding', text: 'We handle offers, documents and joining so that the new hire starts smoothly.' },
];
