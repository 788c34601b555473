/**
 * The server's performance budgets (issue 42), all in one place: what a user would feel at a
 * realistic load on this two-core machine, not ratios against a bare route. `npm run bench` judges
 * every figure it measures against these and exits non-zero when one is missed.
 */
export const BUDGETS = {
  /** autocannon connections of every measured read (and of the mixed load). */
  connections: 10,
  /** Every benched read with the response cache off: the slowest answer out of a hundred. */
  uncachedP99Ms: 100,
  /** A report (issue 47; uncached, computed from the stage history on each read): the slowest answer out of a hundred. */
  reportP99Ms: 300,
  /**
   * CPU cost of a read at the large size over its cost at the small one (small req/s ÷ large req/s,
   * uncached, measured side by side): a read must not get slower as the data grows.
   */
  costRatio: 1.5,
  /** A public read answered from the response cache, through the whole Fastify pipeline. */
  cachedPublicRps: 5000,
  /** The server process's peak resident memory under the mixed load, started as `npm start` does (no flags). */
  peakRssMb: 300,
  /** The reads of the mixed load (90 % reads, 10 % writes, cache on): the slowest out of a hundred. */
  mixedReadP99Ms: 100,
} as const;
