import type { Role } from './constants.js';

/** Success and error bodies (api.md "Wire conventions"). */
export interface Ok<T> {
  success: true;
  status: true;
  message?: string;
  data: T;
  meta?: PageMeta;
}
export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}
export interface ErrorBody {
  success: false;
  status: false;
  message: string;
  errors?: Record<string, string[]>;
}

export interface SessionUser {
  id: number;
  email: string;
  username: string;
  user_role: Role;
  created_at?: string;
}
