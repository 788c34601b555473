/**
 * The team behind /profile1 to /profile8 (public-site.md §2 "About and profiles"). Profiles 1-3 are
 * the leaders of the Meet Our Team grid on /about; 4-8 are reachable by their paths only.
 * People are fictional; the portraits are generated initials avatars in /public/images/team.
 */
export interface TeamMember {
  /** The number in the path: /profile{n}. */
  profile: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  name: string;
  title: string;
  image: string;
  /** Shown on the /about grid. */
  leader: boolean;
  bio: readonly string[];
}

export const TEAM: readonly TeamMember[] = [
  {
    profile: 1,
    name: 'Arjun Mehta',
    title: 'CEO and Managing Director',
    image: '/images/team/profile1.svg',
    leader: true,
    bio: [
      'Arjun founded Talentra Staffing Solutions after fifteen years in technology recruitment and business leadership. He sets the company’s direction and still meets many clients himself.',
      'He believes that good hiring starts with listening, and that a placement is only a success when both the company and the candidate are glad a year later.',
    ],
  },
  {
    profile: 2,
    name: 'Priya Raghavan',
    title: 'Managing Director, Operations',
    image: '/images/team/profile2.svg',
    leader: true,
    bio: [
      'Priya leads day-to-day operations: recruitment delivery, payroll and the IT services teams. She built the processes that let Talentra deliver quickly without cutting corners.',
      'Before joining Talentra she managed service delivery for a large outsourcing firm in Bengaluru.',
    ],
  },
  {
    profile: 3,
    name: 'Kavitha Nair',
    title: 'HR Director',
    image: '/images/team/profile3.svg',
    leader: true,
    bio: [
      'Kavitha heads human resources and the recruitment team. She shapes how we assess candidates, how we train our recruiters and how we care for the people we place.',
      'She has more than twelve years of experience in talent acquisition across IT, banking and manufacturing.',
    ],
  },
  {
    profile: 4,
    name: 'Rahul Deshpande',
    title: 'Customer Relations Manager',
    image: '/images/team/profile4.svg',
    leader: false,
    bio: [
      'Rahul is the first point of contact for many of our clients. He makes sure that every requirement is understood and that clients always know where their hiring stands.',
    ],
  },
  {
    profile: 5,
    name: 'Sneha Iyer',
    title: 'Customer Relations Executive',
    image: '/images/team/profile5.svg',
    leader: false,
    bio: [
      'Sneha supports clients and candidates alike, from the first call to the joining day. She is known for quick answers and careful follow-up.',
    ],
  },
  {
    profile: 6,
    name: 'Vikram Joshi',
    title: 'Project Planner',
    image: '/images/team/profile6.svg',
    leader: false,
    bio: [
      'Vikram plans our IT asset and network projects: scope, schedules, people and equipment. He keeps projects on time and clients informed at every milestone.',
    ],
  },
  {
    profile: 7,
    name: 'Ananya Kulkarni',
    title: 'Business Developer',
    image: '/images/team/profile7.svg',
    leader: false,
    bio: [
      'Ananya builds new partnerships with companies across sectors. She listens to what growing businesses need and brings together the right Talentra services to meet it.',
    ],
  },
  {
    profile: 8,
    name: 'Suresh Menon',
    title: 'Admin Accountant',
    image: '/images/team/profile8.svg',
    leader: false,
    bio: [
      'Suresh keeps our accounts, invoicing and administration in order. He works closely with the payroll team so that clients and contractors are always paid and billed correctly.',
    ],
  },
];

export const teamMember = (profile: number): TeamMember | undefined => TEAM.find((m) => m.profile === profile);
