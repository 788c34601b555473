import { describe } from 'vitest';
import { ENGINES, postgresAvailable, type Engine } from './helpers.js';

const pgOk = await postgresAvailable();

/** Run a suite once per database engine (SQLite always; PostgreSQL when available, always in CI). */
export function describeEachEngine(name: string, fn: (engine: Engine) => void) {
  for (const engine of ENGINES) {
    const d = engine === 'postgres' && !pgOk ? describe.skip : describe;
    d(`${name} [${engine}]`, () => fn(engine));
  }
}
