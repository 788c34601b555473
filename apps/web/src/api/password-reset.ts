import { apiFetch } from './api-client';

/** POST /password-reset/request: always the same answer, whether the address has an account or not. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  return (await apiFetch<null>('/password-reset/request', { method: 'POST', body: { email } })).message;
}

/** POST /password-reset/confirm: the new password; every session of the account ends. */
export async function confirmPasswordReset(token: string, password: string): Promise<string | undefined> {
  return (await apiFetch<null>('/password-reset/confirm', { method: 'POST', body: { token, password } })).message;
}
