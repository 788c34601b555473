import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from '../src/db/database.js';
import { workspaceRepository } from '../src/modules/workspace/workspace.repository.js';
import { candidatesRepository } from '../src/modules/candidates/candidates.repository.js';
import { createTestApp, type TestApp } from './helpers.js';

/** The database, recording every statement the repositories send through it. */
function recording(db: Executor, seen: CompiledQuery[]): Executor {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'executeQuery')
        return (query: CompiledQuery | Compilable) => {
          const compiled = 'compile' in query ? query.compile() : query;
          seen.push(compiled);
          return target.executeQuery(compiled);
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// migration 017 (decision 179): the text searches in their default order read the walk's index alone on SQLite
describe('the default-order text searches walk a covering index [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  /** SQLite's plan for a statement as it was sent, with its parameters. */
  const planOf = async (query: CompiledQuery) =>
    (await t.app.ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]))).rows
      .map((r) => r.detail)
      .join('\n');

  it('the people search walks candidates_applied_walk_idx with no look-up of the table', async () => {
    const seen: CompiledQuery[] = [];
    const db = recording(t.app.ctx.db, seen);
    await workspaceRepository.people(db, 'sqlite', { q: 'meera' }, { sort: 'applied', dir: 'desc', offset: 0, limit: 26 });
    await workspaceRepository.people(db, 'sqlite', {}, { sort: 'applied', dir: 'asc', offset: 0, limit: 26 });
    const walks = seen.filter((q) => q.sql.includes('has_later'));
    expect(walks).toHaveLength(2);
    for (const walk of walks) {
      expect(await planOf(walk)).toMatch(/SCAN h USING COVERING INDEX candidates_applied_walk_idx/);
    }
  });

  it('the staff candidate search walks it too', async () => {
    const seen: CompiledQuery[] = [];
    await candidatesRepository.list(recording(t.app.ctx.db, seen), 'sqlite', { q: 'meera', limit: 25, offset: 0 });
    const plans = await Promise.all(seen.map(planOf));
    expect(plans.join('\n')).toMatch(/SCAN candidates USING COVERING INDEX candidates_applied_walk_idx/);
  });
});
