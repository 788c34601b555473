import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery, QueryExecutorProvider } from 'kysely';

/** Stands in for one of a call's values while a shape is compiled; each call binds its value in its place. */
class StandIn {
  constructor(readonly name: string) {}
}

/** A value the builder places; the others (undefined, null, '', false, 0) are unset, as a filter left empty. */
const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== false && v !== 0;
/** The values as the builder sees them: an unset one is undefined. */
const givenOnly = <V extends Record<string, unknown>>(values: V) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isSet(v) ? v : undefined])) as V;

/**
 * Reads compiled once per shape (docs/decisions.md 156). Kysely builds and compiles a query's tree
 * on every call, 40 to 150 µs of the server's one thread for the people searches, while the SQL
 * text depends only on which filters are set, the sort and the page. So each shape is compiled
 * once, with a stand-in where each of the call's values goes, and each call binds its values in
 * their place.
 *
 * The values are made before the query is built (a LIKE pattern, a date), so the builder only
 * places them. `shape` names everything else the builder reads (sort, page, stage); which values
 * are set is added to it here. Shapes are kept per database (its dialect writes the SQL), found
 * through the executor's adapter, which a database shares with its transactions.
 *
 * A builder that did anything else with a stand-in (wrote it into the text, called a method on it)
 * would compile SQL that differs from a fresh compile: with `QUERY_SHAPES_CHECK=1` (the server's
 * tests) every call is compared with a fresh compile and throws on a difference.
 */
export class QueryShapes<V extends Record<string, unknown>> {
  /** The bench (bench/query-build.ts) turns this on to measure, side by side, what the shapes save. */
  static compileEveryCall = false;
  private readonly byDatabase = new WeakMap<object, Map<string, CompiledQuery<unknown>>>();
  private readonly check = process.env.QUERY_SHAPES_CHECK === '1';

  /** `max`: shapes kept; past it the cache starts again (each deep page is a shape of its own). */
  constructor(private readonly max = 500) {}

  query<R>(db: QueryExecutorProvider, shape: string, values: V, build: (values: V) => Compilable<R>): CompiledQuery<R> {
    if (QueryShapes.compileEveryCall) return build(givenOnly(values)).compile();
    const adapter = db.getExecutor().adapter;
    let compiled = this.byDatabase.get(adapter);
    if (!compiled) this.byDatabase.set(adapter, (compiled = new Map()));
    const set = Object.keys(values).filter((k) => isSet(values[k]));
    const key = `${shape}|${set.join(',')}`;
    let template = compiled.get(key) as CompiledQuery<R> | undefined;
    if (!template) {
      // an unset value is undefined for the builder, whatever it was (null, '', false)
      const standIns: Record<string, unknown> = {};
      for (const k of Object.keys(values)) standIns[k] = isSet(values[k]) ? new StandIn(k) : undefined;
      template = build(standIns as V).compile();
      if (compiled.size >= this.max) compiled.clear();
      compiled.set(key, template);
    }
    const bound = { ...template, parameters: template.parameters.map((p) => (p instanceof StandIn ? values[p.name] : p)) };
    if (this.check) {
      const fresh = build(givenOnly(values)).compile();
      if (fresh.sql !== bound.sql || !isDeepStrictEqual(fresh.parameters, bound.parameters)) {
        throw new Error(`query shape ${key} compiled once differs from a fresh compile:\n${bound.sql}\n${fresh.sql}`);
      }
    }
    return bound;
  }
}
