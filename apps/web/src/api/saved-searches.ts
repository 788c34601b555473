import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchFilters } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { SavedSearch, SavedSearchFilters };

/** Saved candidate searches (issue 43): the caller's own and the shared ones. Admin and Hrteam. */
export const savedSearchKeys = { all: ['saved-searches'] as const };

export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: async ({ signal }) => (await apiFetch<SavedSearch[]>('/saved-searches', { signal })).data,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; filters: SavedSearchFilters; shared: boolean }) =>
      (await apiFetch<SavedSearch>('/saved-searches', { method: 'POST', body: input })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: { id: number; name: string; shared: boolean }) =>
      (await apiFetch<SavedSearch>(`/saved-searches/${id}`, { method: 'PUT', body: input })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiFetch<{ id: number }>(`/saved-searches/${id}`, { method: 'DELETE' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
