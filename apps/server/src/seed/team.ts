import { TeamMemberInputSchema } from '@talentra/contract';
import { checkFile } from '../files/file-check.js';
import type { Seeding } from './context.js';

/**
 * The demo team (issue 41; until then apps/web/src/content/team.ts): fictional people, in display
 * order, each with an illustrated portrait drawn here (never initials, never a photo of a real person).
 */
interface Look {
  /** Background, skin, hair and clothing colours. */
  bg: string;
  skin: string;
  hair: string;
  top: string;
  hairStyle: 'short' | 'long' | 'bun' | 'wavy' | 'bald';
  glasses?: boolean;
  beard?: boolean;
}

export const DEMO_TEAM: readonly { name: string; title: string; bio: string; look: Look }[] = [
  {
    name: 'Arjun Mehta',
    title: 'CEO and Managing Director',
    bio: 'Arjun founded Talentra Staffing Solutions after fifteen years in technology recruitment and business leadership. He sets the company’s direction and still meets many clients himself.\n\nHe believes that good hiring starts with listening, and that a placement is only a success when both the company and the candidate are glad a year later.',
    look: { bg: '#dbeafe', skin: '#c68c5c', hair: '#2b1d14', top: '#1e3a8a', hairStyle: 'short', glasses: true },
  },
  {
    name: 'Priya Raghavan',
    title: 'Managing Director, Operations',
    bio: 'Priya leads day-to-day operations: recruitment delivery, payroll and the IT services teams. She built the processes that let Talentra deliver quickly without cutting corners.\n\nBefore joining Talentra she managed service delivery for a large outsourcing firm in Bengaluru.',
    look: { bg: '#fce7f3', skin: '#a86f45', hair: '#1c1410', top: '#9d174d', hairStyle: 'long' },
  },
  {
    name: 'Kavitha Nair',
    title: 'HR Director',
    bio: 'Kavitha heads human resources and the recruitment team. She shapes how we assess candidates, how we train our recruiters and how we care for the people we place.\n\nShe has more than twelve years of experience in talent acquisition across IT, banking and manufacturing.',
    look: { bg: '#dcfce7', skin: '#8d5a3b', hair: '#231815', top: '#166534', hairStyle: 'bun', glasses: true },
  },
  {
    name: 'Rahul Deshpande',
    title: 'Customer Relations Manager',
    bio: 'Rahul is the first point of contact for many of our clients. He makes sure that every requirement is understood and that clients always know where their hiring stands.',
    look: { bg: '#fef3c7', skin: '#b97b50', hair: '#3b2a20', top: '#92400e', hairStyle: 'short', beard: true },
  },
  {
    name: 'Sneha Iyer',
    title: 'Customer Relations Executive',
    bio: 'Sneha supports clients and candidates alike, from the first call to the joining day. She is known for quick answers and careful follow-up.',
    look: { bg: '#ede9fe', skin: '#c98e62', hair: '#2a1b12', top: '#5b21b6', hairStyle: 'wavy' },
  },
  {
    name: 'Vikram Joshi',
    title: 'Project Planner',
    bio: 'Vikram plans our IT asset and network projects: scope, schedules, people and equipment. He keeps projects on time and clients informed at every milestone.',
    look: { bg: '#e0f2fe', skin: '#9c6644', hair: '#111827', top: '#075985', hairStyle: 'bald', beard: true },
  },
  {
    name: 'Ananya Kulkarni',
    title: 'Business Developer',
    bio: 'Ananya builds new partnerships with companies across sectors. She listens to what growing businesses need and brings together the right Talentra services to meet it.',
    look: { bg: '#ffedd5', skin: '#b5774c', hair: '#3a2418', top: '#c2410c', hairStyle: 'long', glasses: true },
  },
  {
    name: 'Suresh Menon',
    title: 'Admin Accountant',
    bio: 'Suresh keeps our accounts, invoicing and administration in order. He works closely with the payroll team so that clients and contractors are always paid and billed correctly.',
    look: { bg: '#f1f5f9', skin: '#87563a', hair: '#6b7280', top: '#334155', hairStyle: 'short', glasses: true },
  },
];

/** Hair drawn behind the head (long hair, a bun) and over it (the hairline). */
function hair(look: Look): { back: string; front: string } {
  const h = look.hair;
  switch (look.hairStyle) {
    case 'long':
      return {
        back: `<path d="M98 140c0-48 28-78 62-78s62 30 62 78v96h-124z" fill="${h}"/>`,
        front: `<path d="M104 132c4-40 28-60 56-60s54 22 56 60c-22-6-40-22-48-40-14 20-38 34-64 40z" fill="${h}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="160" cy="64" r="24" fill="${h}"/>`,
        front: `<path d="M104 134c0-40 24-64 56-64s56 24 56 64c-16-18-34-28-56-28s-40 10-56 28z" fill="${h}"/>`,
      };
    case 'wavy':
      return {
        back: `<path d="M96 150c-6-56 24-88 64-88s70 32 64 88c6 30-6 56-14 70h-100c-8-14-20-40-14-70z" fill="${h}"/>`,
        front: `<path d="M104 134c2-38 26-62 56-62s54 24 56 62c-10-14-24-22-36-24-8 8-22 12-40 10-14-2-26 4-36 14z" fill="${h}"/>`,
      };
    case 'bald':
      return { back: '', front: `<path d="M106 128c2-8 6-14 10-18v22zM214 128c-2-8-6-14-10-18v22z" fill="${h}"/>` };
    default:
      return { back: '', front: `<path d="M104 128c0-36 24-58 56-58s56 22 56 58c-8-12-18-20-30-22-18 6-46 6-70-2-6 6-10 14-12 24z" fill="${h}"/>` };
  }
}

/** A neutral illustrated portrait (320×320 SVG): shoulders, neck, head, hair, simple features. */
export function portraitSvg(name: string, look: Look): Buffer {
  const { back, front } = hair(look);
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><circle cx="140" cy="142" r="13"/><circle cx="180" cy="142" r="13"/><path d="M153 142h14"/></g>`
    : '';
  const beard = look.beard
    ? `<path d="M118 158c4 34 22 50 42 50s38-16 42-50c-8 14-24 20-42 20s-34-6-42-20z" fill="${look.hair}" fill-opacity=".85"/>`
    : '';
  const title = name.replace(/[<>&"]/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="Illustrated portrait of ${title}">` +
      `<rect width="320" height="320" fill="${look.bg}"/>` +
      back +
      `<path d="M56 320c6-60 46-96 104-96s98 36 104 96z" fill="${look.top}"/>` +
      `<path d="M140 186h40v44c-6 8-14 12-20 12s-14-4-20-12z" fill="${look.skin}"/>` +
      `<path d="M140 222l20 26 20-26" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>` +
      `<ellipse cx="160" cy="140" rx="54" ry="62" fill="${look.skin}"/>` +
      `<ellipse cx="106" cy="146" rx="8" ry="12" fill="${look.skin}"/><ellipse cx="214" cy="146" rx="8" ry="12" fill="${look.skin}"/>` +
      front +
      beard +
      `<circle cx="140" cy="142" r="4.5" fill="#1f2937"/><circle cx="180" cy="142" r="4.5" fill="#1f2937"/>` +
      `<path d="M130 126q10-6 20 0M170 126q10-6 20 0" fill="none" stroke="${look.hair}" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M160 148v14h-6" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M144 176q16 12 32 0" fill="none" stroke="#7f1d1d" stroke-width="4" stroke-linecap="round"/>` +
      glasses +
      `</svg>`,
  );
}

/** The demo team as Admin's team form sends it (the form's schema and a photo), in display order. */
export async function seedTeam(s: Seeding): Promise<void> {
  const team = s.services.team;
  for (const [i, member] of DEMO_TEAM.entries()) {
    s.at(60 * 24 * 30 - i);
    const input = TeamMemberInputSchema.parse({ name: member.name, title: member.title, bio: member.bio });
    const slug = member.name.toLowerCase().replace(/[^a-z]+/g, '-');
    const photo = await checkFile('photo', 'photo', portraitSvg(member.name, member.look), `${slug}.svg`);
    await team.create(input, photo);
  }
}
