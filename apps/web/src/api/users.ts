import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, StaffUser } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { StaffUser };

export interface NewUser {
  username: string;
  password: string;
  user_role: Role;
}

/** PATCH /users/{id}: any of the three (beyond the spec). */
export interface UserChange {
  user_role?: Role;
  password?: string;
  is_active?: boolean;
}

export const userKeys = { all: ['users'] as const };

export function useStaffUsers() {
  return useQuery({
    queryKey: userKeys.all,
    queryFn: async ({ signal }) => (await apiFetch<StaffUser[]>('/users', { signal })).data,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: NewUser) => (await apiFetch<StaffUser>('/users', { method: 'POST', body: user })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: UserChange }) =>
      (await apiFetch<StaffUser>(`/users/${id}`, { method: 'PATCH', body: change })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
