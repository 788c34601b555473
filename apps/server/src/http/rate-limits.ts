import type { AppContext } from '../app-context.js';

/** Per-IP abuse limits of api.md, configurable through the environment. */
export const publicWriteLimit = (ctx: AppContext) => ({ max: ctx.config.limits.publicWritePerHour, timeWindow: 60 * 60 * 1000 });
export const searchLimit = (ctx: AppContext) => ({ max: ctx.config.limits.searchPerMinute, timeWindow: 60 * 1000 });
