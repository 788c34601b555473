// npm run user:create -- --email E --role Admin   (asks for the password; production has no demo users)
// Non-interactive: pipe the password in with --password-stdin.
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN, ROLES, UserCreateSchema, type Role } from '@talentra/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from './password.js';
import { usersRepository } from './users.repository.js';

async function askHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
  let asking = true;
  out._writeToOutput = (s: string) => {
    out.output.write(asking ? (s.includes(question) ? question : '') : s);
  };
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  asking = false;
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function readStdin(): Promise<string> {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  return data.replace(/\r?\n$/, '');
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, 'password-stdin': { type: 'boolean' } } });
  if (!values.email || !values.role || !(ROLES as readonly string[]).includes(values.role)) {
    console.error(`Usage: npm run user:create -- --email someone@company.com --role ${ROLES.join('|')} [--password-stdin]`);
    process.exit(2);
  }
  const password = values['password-stdin']
    ? await readStdin()
    : await askHidden(`Password for ${values.email} (at least ${PASSWORD_MIN} characters): `);
  const parsed = UserCreateSchema.safeParse({ username: values.email, password, user_role: values.role as Role });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    if (await usersRepository.findByUsername(handle.db, parsed.data.username)) {
      console.error(`A user ${parsed.data.username} already exists.`);
      process.exit(1);
    }
    const now = new Date().toISOString();
    const user = await usersRepository.insert(handle.db, {
      username: parsed.data.username,
      password_hash: await hashPassword(parsed.data.password),
      user_role: parsed.data.user_role,
      created_at: now,
    });
    console.log(`Created ${user.user_role} user ${user.username} (id ${user.id}).`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
