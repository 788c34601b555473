import type { LoginAnswer, SessionUser } from '@talentra/contract';
import { apiFetch } from './api-client';

export async function postLogin(email: string, password: string): Promise<SessionUser> {
  const { data } = await apiFetch<LoginAnswer>('/login', { method: 'POST', body: { username: email, password } });
  return withoutToken(data);
}

export async function postLogout(): Promise<void> {
  await apiFetch<null>('/logout', { method: 'POST' });
}

export async function getMe(signal?: AbortSignal): Promise<SessionUser> {
  const { data } = await apiFetch<LoginAnswer>('/me', { signal });
  return withoutToken(data);
}

function withoutToken(user: LoginAnswer): SessionUser {
  const { id, email, username, user_role, created_at } = user;
  return created_at === undefined ? { id, email, username, user_role } : { id, email, username, user_role, created_at };
}
