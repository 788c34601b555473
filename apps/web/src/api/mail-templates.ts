import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailTemplate, MailTemplateKey, MailTemplatePreview } from '@talentra/contract';
import { apiFetch } from './api-client';

export const mailTemplateKeys = { all: ['mail-templates'] as const };

/** GET /mail-templates: the candidate mails' texts, defaults and placeholders (Admin). */
export function useMailTemplates() {
  return useQuery({
    queryKey: mailTemplateKeys.all,
    queryFn: async ({ signal }) => (await apiFetch<MailTemplate[]>('/mail-templates', { signal })).data,
  });
}

/** PUT /mail-templates: saves a text (422 names an unknown placeholder). */
export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { key: MailTemplateKey; body: string }) => apiFetch<MailTemplate>('/mail-templates', { method: 'PUT', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailTemplateKeys.all }),
  });
}

/** POST /mail-templates/reset: the default text back. */
export function useResetMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: MailTemplateKey) => apiFetch<MailTemplate>('/mail-templates/reset', { method: 'POST', body: { key } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailTemplateKeys.all }),
  });
}

/** POST /mail-templates/preview: the text filled with sample values, as the candidate would read it. */
export function usePreviewMailTemplate() {
  return useMutation({
    mutationFn: async (input: { key: MailTemplateKey; body: string }) =>
      (await apiFetch<MailTemplatePreview>('/mail-templates/preview', { method: 'POST', body: input })).data,
  });
}
