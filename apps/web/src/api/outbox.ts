import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailPreferences, OutboxMail, OutboxMailDetail, OutboxStatus, PageMeta } from '@talentra/contract';
import { apiFetch } from './api-client';

export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, status: OutboxStatus | '') => [...outboxKeys.all, 'page', page, status] as const,
  mail: (id: number) => [...outboxKeys.all, 'mail', id] as const,
  preferences: ['mail-preferences'] as const,
};

/** GET /outbox: the mails the product sent or keeps, newest first (Admin). */
export function useOutbox(page: number, status: OutboxStatus | '') {
  return useQuery({
    queryKey: outboxKeys.page(page, status),
    queryFn: async ({ signal }) => {
      const body = await apiFetch<OutboxMail[], { mail_server_configured?: boolean }>('/outbox', {
        signal,
        query: { page, per_page: 20, status: status || undefined },
      });
      const meta: PageMeta = body.meta ?? { page, per_page: 20, total: body.data.length };
      return { rows: body.data, meta, mailServerConfigured: Boolean(body.mail_server_configured) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.mail(id ?? 0),
    queryFn: async ({ signal }) => (await apiFetch<OutboxMailDetail>(`/outbox/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiFetch<OutboxMail>(`/outbox/${id}/resend`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

/** GET/PUT /me/mail-preferences: the notification mails a staff member receives. */
export function useMailPreferences() {
  return useQuery({
    queryKey: outboxKeys.preferences,
    queryFn: async ({ signal }) => (await apiFetch<MailPreferences>('/me/mail-preferences', { signal })).data,
  });
}

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<MailPreferences>) =>
      (await apiFetch<MailPreferences>('/me/mail-preferences', { method: 'PUT', body: changes })).data,
    onSuccess: (data) => queryClient.setQueryData(outboxKeys.preferences, data),
  });
}
