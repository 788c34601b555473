import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyDay, StallDays } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { MyDay, StallDays };

/** "My day" on the Admin and Hrteam dashboards, and the stall days Admin sets (issue 43). */
export const myDayKeys = { all: ['my-day'] as const, stallDays: ['my-day', 'stall-days'] as const };

export function useMyDay() {
  return useQuery({
    queryKey: myDayKeys.all,
    queryFn: async ({ signal }) => (await apiFetch<MyDay>('/my-day', { signal })).data,
  });
}

export function useStallDays(enabled = true) {
  return useQuery({
    queryKey: myDayKeys.stallDays,
    queryFn: async ({ signal }) => (await apiFetch<StallDays>('/my-day/stall-days', { signal })).data,
    enabled,
  });
}

/** Saving the days changes who is stalled: the panel reads again. */
export function useSaveStallDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (days: StallDays) => (await apiFetch<StallDays>('/my-day/stall-days', { method: 'PUT', body: days })).data,
    onSuccess: (days) => queryClient.setQueryData(myDayKeys.stallDays, days),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myDayKeys.all }),
  });
}
