import type { Seeding } from './context.js';

/** Demo staff users (DESIGN.md), seeded only with demo data. */
export const DEMO_USERS = [
  { username: 'admin@example.com', password: 'admin-demo-2026', user_role: 'Admin' },
  { username: 'bdm@example.com', password: 'bdm-demo-2026', user_role: 'Bdm' },
  { username: 'hr@example.com', password: 'hr-demo-2026', user_role: 'Hrteam' },
  { username: 'meera.iyer@example.com', password: 'hr-demo-2026', user_role: 'Hrteam' },
  { username: 'arjun.mehta@example.com', password: 'bdm-demo-2026', user_role: 'Bdm' },
] as const;

/** The demo users through the users service (Admin's "Add user"); returns their ids in DEMO_USERS order. */
export async function seedUsers(s: Seeding): Promise<number[]> {
  const users = s.services.users;
  const ids: number[] = [];
  for (const [i, u] of DEMO_USERS.entries()) {
    s.at(60 * 24 * (200 - i * 20));
    ids.push((await users.create({ username: u.username, password: u.password, user_role: u.user_role })).id);
  }
  return ids;
}
