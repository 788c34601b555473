import type { Role } from './constants.js';

/**
 * Who may call what (api.md "Endpoints and who may call them"), kept as data so the access-matrix
 * test can compare every registered route with it. 'public' = anyone; 'signed-in' = any staff role.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];
export const STAFF: readonly Role[] = ['Admin', 'Bdm', 'Hrteam'];

export const ACCESS_TABLE: Record<string, Access> = {
  'GET /health': 'public',
  'POST /login': 'public',
  'POST /logout': 'signed-in',
  'GET /me': 'signed-in',
};
