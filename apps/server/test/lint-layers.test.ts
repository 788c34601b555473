import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house's shape is checked by lint (eslint.config.js): these probes show the rules bite.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const rulesHit = async (code: string, file: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.ruleId);
};

describe('lint keeps the layers and forbids code made from strings', () => {
  it('refuses db/ importing a module', async () => {
    const code = "import { jobsRepository } from '../modules/jobs/jobs.repository.js';\nexport const probe = jobsRepository;\n";
    expect(await rulesHit(code, 'apps/server/src/db/probe-layer.ts')).toContain('import-x/no-restricted-paths');
  });

  it("refuses a service importing another module's repository", async () => {
    const code = "import { jobsRepository } from '../jobs/jobs.repository.js';\nexport const probe = jobsRepository;\n";
    expect(await rulesHit(code, 'apps/server/src/modules/stats/probe.service.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a service running SQL of its own (kysely sql or a query builder call)', async () => {
    const code =
      "import { sql } from 'kysely';\nimport type { Db } from '../../db/database.js';\n" +
      "export const probe = (db: Db) => [sql`select 1`, db.selectFrom('jobs').selectAll()];\n";
    const rules = await rulesHit(code, 'apps/server/src/modules/stats/probe.service.ts');
    expect(rules).toEqual(expect.arrayContaining(['no-restricted-imports', 'no-restricted-syntax']));
    // a repository may
    expect(await rulesHit(code, 'apps/server/src/modules/stats/probe.repository.ts')).toEqual([]);
  });

  it('refuses a dialect branch outside db/', async () => {
    const code = "export const probe = (dialect: string) => (dialect === 'postgres' ? 1 : 2);\n";
    expect(await rulesHit(code, 'apps/server/src/modules/stats/probe.repository.ts')).toContain('no-restricted-syntax');
    expect(await rulesHit(code, 'apps/server/src/db/probe-dialect.ts')).toEqual([]);
  });

  it('refuses a web feature importing another feature', async () => {
    const code = "import { StatCard } from '../stats/stat-card';\nexport const probe = StatCard;\n";
    expect(await rulesHit(code, 'apps/web/src/features/jobs/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses eval, new Function and patching a driver', async () => {
    const code = "import pg from 'pg';\neval('1');\nexport const f = new Function('return 1');\npg.types = null as never;\n";
    expect(await rulesHit(code, 'apps/server/src/db/probe-eval.ts')).toEqual(
      expect.arrayContaining(['no-eval', 'no-new-func', 'no-restricted-syntax']),
    );
  });

  it('refuses two files that import each other', async () => {
    const tag = randomBytes(4).toString('hex');
    const dir = path.join(root, 'apps/server/src/db');
    const a = path.join(dir, `probe-cycle-a-${tag}.ts`);
    const b = path.join(dir, `probe-cycle-b-${tag}.ts`);
    try {
      fs.writeFileSync(a, `import { b } from './probe-cycle-b-${tag}.js';\nexport const a = () => b;\n`);
      fs.writeFileSync(b, `import { a } from './probe-cycle-a-${tag}.js';\nexport const b = () => a;\n`);
      expect(await rulesHit(fs.readFileSync(a, 'utf8'), path.relative(root, a))).toContain('import-x/no-cycle');
    } finally {
      fs.rmSync(a, { force: true });
      fs.rmSync(b, { force: true });
    }
  });
});
