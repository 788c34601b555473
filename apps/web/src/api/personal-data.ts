import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErasureResult, PersonalDataOverview, PersonFound, RetentionRun } from '@talentra/contract';
import { apiFetch, apiUrl } from './api-client';

export type { PersonFound, PersonalDataOverview };

/** POST /refer-a-friend/remove: the referred friend's removal link (no sign-in). */
export async function removeReferral(token: string): Promise<string | undefined> {
  return (await apiFetch<{ removed: boolean }>('/refer-a-friend/remove', { method: 'POST', body: { token } })).message;
}

/** Who an export or erasure is about: a candidate id, an e-mail or a phone. */
export type PersonKey = { candidate_id?: number; email?: string; phone?: string };

const keys = { overview: ['personal-data', 'overview'] as const, person: (p: PersonKey) => ['personal-data', 'person', p] as const };

export function usePersonalDataOverview() {
  return useQuery({ queryKey: keys.overview, queryFn: async () => (await apiFetch<PersonalDataOverview>('/personal-data/overview')).data });
}

export function usePerson(person: PersonKey | null) {
  return useQuery({
    queryKey: keys.person(person ?? {}),
    queryFn: async () => (await apiFetch<PersonFound>('/personal-data/person', { query: person ?? {} })).data,
    enabled: person !== null,
    retry: false,
  });
}

/** The export's URL: a plain link downloads the zip with the session cookie. */
export const exportUrl = (person: PersonKey) => apiUrl('/personal-data/export', person);

export function useRunRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => apiFetch<RetentionRun>('/personal-data/retention/run', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['personal-data'] }),
  });
}

export function useErasePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (person: PersonKey) => apiFetch<ErasureResult>('/personal-data/erase', { method: 'POST', body: person }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['personal-data'] }),
  });
}
