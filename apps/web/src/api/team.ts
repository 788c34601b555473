import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@talentra/contract';
import { apiFetch } from './api-client';
import { fetchTeam } from './team-public';

export type { TeamMember };

/** Admin's team page (issue 41): the same list everyone reads, and the writes. */
export const teamKeys = { all: ['team'] as const };

export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.all, queryFn: ({ signal }) => fetchTeam(signal) });
}

/** POST /team: multipart with name, title, bio and photo. */
export const addTeamMember = (body: FormData) => apiFetch<TeamMember>('/team', { method: 'POST', body });

/** POST /team/{id}?_method=PUT: only the fields sent change; a photo only when one is sent. */
export const updateTeamMember = (id: number, body: FormData) =>
  apiFetch<TeamMember>(`/team/${id}`, { method: 'POST', body, query: { _method: 'PUT' } });

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiFetch<null>(`/team/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** PUT /team/order: every id once, in the new order; the list shows the new order at once. */
export function useReorderTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await apiFetch<TeamMember[]>('/team/order', { method: 'PUT', body: { ids } })).data,
    onSuccess: (team) => queryClient.setQueryData(teamKeys.all, team),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
