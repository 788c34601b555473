import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientContact, ClientContactInput } from '@talentra/contract';
import { apiFetch } from './api-client';
import { clientReviewKeys } from './client-review';

/** A client's contacts (issue 44): every staff role reads them, Admin and Bdm add, change and delete them. */
export type { ClientContact, ClientContactInput };

export const clientContactKeys = {
  ofClient: (clientId: number) => ['client-contacts', clientId] as const,
};

export function useClientContacts(clientId: number) {
  return useQuery({
    queryKey: clientContactKeys.ofClient(clientId),
    queryFn: async ({ signal }) => (await apiFetch<ClientContact[]>(`/clientforms/${clientId}/contacts`, { signal })).data,
    enabled: clientId > 0,
  });
}

export type SaveContact = { id: number | null; values: ClientContactInput };

/** POST /clientforms/{id}/contacts (id null) or PUT /client-contacts/{id}; answers the server's message. */
export function useSaveClientContact(clientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: SaveContact) => {
      const body =
        id === null
          ? await apiFetch<ClientContact>(`/clientforms/${clientId}/contacts`, { method: 'POST', body: values })
          : await apiFetch<ClientContact>(`/client-contacts/${id}`, { method: 'PUT', body: values });
      return { contact: body.data, message: body.message ?? '' };
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: clientContactKeys.ofClient(clientId) });
      void qc.invalidateQueries({ queryKey: clientReviewKeys.all });
    },
  });
}

/** DELETE /client-contacts/{id}: 409 once the contact was sent a review link. */
export function useDeleteClientContact(clientId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiFetch<null>(`/client-contacts/${id}`, { method: 'DELETE' })).message ?? '',
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: clientContactKeys.ofClient(clientId) });
      void qc.invalidateQueries({ queryKey: clientReviewKeys.all });
    },
  });
}
