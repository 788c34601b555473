import type { TeamMember } from '@talentra/contract';
import { keepFetched, useFetched } from '../hooks/use-fetched';
import { pageData } from '../lib/page-data';
import { ApiError, apiFetch } from './api-client';

export type { TeamMember };

/**
 * The team on /about and /profile{n} (issue 41): GET /team, without react-query (hooks/use-fetched.ts),
 * as the other public pages. The server renders these pages with the team (lib/page-data.ts).
 */
export const TEAM_KEY = 'team';

export async function fetchTeam(signal?: AbortSignal): Promise<TeamMember[]> {
  const body = await apiFetch<TeamMember[]>('/team', { signal });
  if (!Array.isArray(body.data)) throw new ApiError(200, 'Invalid data structure from API');
  return body.data;
}

/** The team the server rendered the page with is an answer already fetched: hydration renders it as sent. */
export function keepRenderedTeam(): void {
  const rendered = pageData().team;
  if (rendered) keepFetched(TEAM_KEY, rendered);
}
keepRenderedTeam();

export function useTeam() {
  return useFetched(TEAM_KEY, (signal) => fetchTeam(signal));
}
