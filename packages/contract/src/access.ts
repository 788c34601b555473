import type { Role } from './constants.js';

/**
 * Who may call a route (api.md "Endpoints and who may call them"): 'public' = anyone; 'signed-in' =
 * any staff role; or the roles named. Each route states it in its definition (the server's defineRoute).
 */
export type Access = 'public' | 'signed-in' | readonly Role[];
