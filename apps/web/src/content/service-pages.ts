/**
 * The four service lines in detail: their cards on / and /services and their own pages
 * (public-site.md §2 "Home", "Services pages"). The short link list of the header and footer is
 * in services.ts, which is part of the entry bundle; this file loads only with the pages using it.
 */
export interface ServiceOffering {
  title: string;
  text: string;
  points?: readonly string[];
}

export type ServiceSlug = 'staffing' | 'payroll' | 'itmanagement' | 'network';

export interface ServicePage {
  slug: ServiceSlug;
  title: string;
  /** Where the /services card points (the spec spells these /Staffing, /Payroll, /Itmanagement, /network). */
  servicesHref: string;
  /** Where the home page card points (/staffing, /payroll, /itmanagement, /network). */
  homeHref: string;
  summary: string;
  intro: string;
  offeringsHeading: string;
  offerings: readonly ServiceOffering[];
  /** The page's meta description. */
  description: string;
}

export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    slug: 'staffing',
    title: 'Staffing Services',
    servicesHref: '/Staffing',
    homeHref: '/staffing',
    summary: 'Permanent, contractual and contract-to-hire staffing and executive search, for IT and non-IT roles.',
    intro:
      'Whether you need one specialist or a whole team, for a few months or for the long term, we find people with the right skills and the right fit. We recruit for IT and non-IT roles at every level.',
    offeringsHeading: 'How we staff your team',
    offerings: [
      {
        title: 'Permanent Staffing',
        text: 'Full-time employees who join your payroll and grow with your company. We search, screen and shortlist so that you interview only strong candidates.',
        points: ['Role and culture profiling', 'Sourcing, screening and skill assessment', 'Offer and joining support'],
      },
      {
        title: 'Contractual / C2H Staffing',
        text: 'Skilled professionals on contract for projects and peaks, with the option to convert them to permanent employees (contract-to-hire) once both sides are sure.',
        points: ['Quick deployment for projects', 'Compliance and payroll handled by us', 'Convert to permanent when you are ready'],
      },
      {
        title: 'Executive Search',
        text: 'Confidential search for senior leaders and niche experts, run by consultants who know your industry and reach candidates who are not actively looking.',
        points: ['Discreet, research-led search', 'In-depth leadership assessment', 'Support through negotiation and onboarding'],
      },
    ],
    description: 'Permanent staffing, contractual and contract-to-hire (C2H) staffing, and executive search for IT and non-IT roles.',
  },
  {
    slug: 'payroll',
    title: 'Payroll Services',
    servicesHref: '/Payroll',
    homeHref: '/payroll',
    summary: 'Accurate, on-time payroll with tax management, self-service for employees, reports and year-end work.',
    intro:
      'Payroll has to be right every month. We run it for you, keep it compliant with Indian tax and labour rules, and give your employees and managers the information they need.',
    offeringsHeading: 'What our payroll service covers',
    offerings: [
      {
        title: 'Payroll Processing',
        text: 'Salaries, allowances, deductions, reimbursements and payslips, calculated and paid on schedule every month.',
      },
      { title: 'Tax Management', text: 'TDS, professional tax, provident fund and ESI calculated, deducted, filed and deposited on time.' },
      {
        title: 'Employee Self-Service Portal',
        text: 'Employees download payslips, submit investment declarations and see their tax details online.',
      },
      { title: 'Reporting and Analytics', text: 'Clear payroll registers, cost reports and statutory reports for finance and management.' },
      {
        title: 'Year-End Services',
        text: 'Form 16, annual returns, reconciliations and full-and-final settlements handled without year-end stress.',
      },
    ],
    description: 'Payroll processing, tax management, an employee self-service portal, reporting and analytics, and year-end services.',
  },
  {
    slug: 'itmanagement',
    title: 'IT Hardware Asset Management',
    servicesHref: '/Itmanagement',
    homeHref: '/itmanagement',
    summary: 'Know, track and look after every laptop, server and device you own, from purchase to retirement.',
    intro:
      'Untracked hardware costs money and creates security risks. We help you know what you own, where it is, who uses it and when it needs attention.',
    offeringsHeading: 'Our asset management services',
    offerings: [
      {
        title: 'Audit as a Service',
        text: 'A physical and digital audit of your IT hardware: every device counted, tagged and reconciled with your records.',
      },
      {
        title: 'On-Site Asset Management Support',
        text: 'Our engineers work at your premises to receive, tag, allocate, move and retire assets and keep the register current.',
      },
      {
        title: 'On-Premises Tools or Cloud Solutions',
        text: 'Asset tracking software hosted on your own servers or in the cloud, set up and configured to match how you work.',
      },
    ],
    description: 'IT hardware asset management: audit as a service, on-site asset management support, and on-premises tools or cloud solutions.',
  },
  {
    slug: 'network',
    title: 'IT Network Design, Implementation & Support',
    servicesHref: '/network',
    homeHref: '/network',
    summary: 'Reliable, secure networks for offices and campuses: designed, built and supported by our engineers.',
    intro:
      'Your business depends on its network. We plan it around your needs, build it to last and keep it running, so that your people stay connected and your data stays safe.',
    offeringsHeading: 'From plan to everyday support',
    offerings: [
      { title: 'Network Design', text: 'Site surveys, capacity planning and a secure, scalable design for wired and wireless networks.' },
      {
        title: 'Network Implementation',
        text: 'Structured cabling, switching, routing, Wi-Fi and firewall set-up, installed and tested by certified engineers.',
      },
      { title: 'Network Support', text: 'Monitoring, troubleshooting and maintenance, on-site or remote, to keep downtime to a minimum.' },
    ],
    description: 'IT network design, implementation and support for offices and campuses.',
  },
];

export const servicePage = (slug: ServiceSlug): ServicePage => SERVICE_PAGES.find((s) => s.slug === slug)!;
