import { TaskSchema } from '@talentra/contract';
import type { Seeding } from './context.js';

const TASKS = [
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

/** Tasks Admin assigned (each with its team's notification); only the first one's mails are kept. */
export async function seedTasks(s: Seeding, userIds: number[], jobIds: number[]): Promise<void> {
  const tasks = s.services.tasks;
  for (const [i, t] of TASKS.entries()) {
    const deadline = t.deadlineDays === null ? null : new Date(s.base + t.deadlineDays * 86_400_000).toISOString().slice(0, 10);
    s.keepMails(() => i === 0);
    s.at(t.minutesAgo);
    await tasks.assign(
      userIds[0]!,
      TaskSchema.parse({
        user_id: userIds[t.user]!,
        job_id: t.job === null ? null : jobIds[t.job]!,
        message: t.message,
        priority_level: t.priority,
        deadline,
      }),
    );
  }
  s.keepMails(() => true);
}
