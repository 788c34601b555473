import type { AppContext } from '../app-context.js';
import { seedCandidates, seedTrackers } from './candidates.js';
import { seedClients } from './clients.js';
import { seeding } from './context.js';
import { seedInbox } from './inbox.js';
import { seedInterviews } from './interviews.js';
import { seedJobs, seedJobStates } from './jobs.js';
import { seedReferrals } from './referrals.js';
import { seedTasks } from './tasks.js';
import { seedTeam } from './team.js';
import { seedUsers } from './users.js';

export { DEMO_USERS } from './users.js';

/**
 * Seed demo data when the database has no users (never in production unless DEMO_SEED=true). Every
 * row is written by the service that writes it in use (its checks, its counters, its timeline and
 * its mails), with the clock set back to when the demo says it happened; one domain per file.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const existing = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return false;
  const s = seeding(ctx);
  const userIds = await seedUsers(s);
  const clientIds = await seedClients(s, [userIds[1]!, userIds[4]!]);
  const jobIds = await seedJobs(s, clientIds);
  // HR's actions are theirs on the timeline: hr@example.com and meera.iyer@example.com take turns
  const hrIds = [userIds[2]!, userIds[3]!];
  const candidates = await seedCandidates(s, jobIds, hrIds);
  await seedTrackers(s, candidates, hrIds);
  await seedJobStates(s, jobIds, userIds[0]!);
  await seedReferrals(s, candidates);
  await seedInbox(s);
  await seedTasks(s, userIds, jobIds);
  await seedInterviews(s, candidates);
  await seedTeam(s);
  return true;
}
