import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientOption, ClientOwnerChange } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { Client, ClientOption, ClientOwnerChange };

export interface ClientFilters {
  page: number;
  per_page: number;
  q?: string;
}

export const CLIENTS_KEY = ['clients'] as const;

/** A page of clients; `enabled: false` asks nothing yet (a type-ahead list never opened). */
export function useClients(filters: ClientFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', filters],
    queryFn: async ({ signal }) => {
      const body = await apiFetch<Client[]>('/clientforms', {
        signal,
        query: { page: filters.page, per_page: filters.per_page, q: filters.q || undefined },
      });
      return { clients: body.data, meta: body.meta ?? { page: filters.page, per_page: filters.per_page, total: body.data.length } };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useClient(id: number | null) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'one', id],
    queryFn: async ({ signal }) => (await apiFetch<Client>(`/clientforms/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** Every client by name, for the requirement form and the job edit form (Admin, Bdm). */
export function useClientDropdown() {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'dropdown'],
    queryFn: async ({ signal }) => (await apiFetch<ClientOption[]>('/clientforms/dropdown', { signal })).data,
  });
}

/** POST /clientforms: multipart with company_logo and sla_document. */
export async function createClient(body: FormData) {
  return apiFetch<Client>('/clientforms', { method: 'POST', body });
}

/** POST /clientforms/{id}?_method=PUT: only the fields sent change. */
export async function updateClient(id: number, body: FormData) {
  return apiFetch<Client>(`/clientforms/${id}`, { method: 'POST', body, query: { _method: 'PUT' } });
}

export function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
}

/** GET /clientforms/{id}/owner-changes (Admin): who gave the client to whom, newest first. */
export function useClientOwnerChanges(id: number) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'owner-changes', id],
    queryFn: async ({ signal }) => (await apiFetch<ClientOwnerChange[]>(`/clientforms/${id}/owner-changes`, { signal })).data,
  });
}

/** PUT /clientforms/{id}/owner (Admin): an active Bdm user's id, or null for no owner; answers the client and the message. */
export function useSetClientOwner(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ownerUserId: number | null) => {
      const body = await apiFetch<Client>(`/clientforms/${id}/owner`, { method: 'PUT', body: { owner_user_id: ownerUserId } });
      return { client: body.data, message: body.message ?? '' };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_KEY }),
  });
}
