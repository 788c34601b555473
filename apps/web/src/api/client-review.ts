import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientContact, ClientReview } from '@talentra/contract';
import { apiFetch } from './api-client';
import { pipelineKeys } from './pipeline';

/**
 * Review links sent to a client's contacts (issue 44): the links of a job with each opening and
 * decision, the contacts of the job's client, sending and revoking. The client's page is
 * api/client-review-public.ts.
 */
export type { ClientContact, ClientReview };

export const clientReviewKeys = {
  all: ['client-reviews'] as const,
  ofJob: (jobId: number) => ['client-reviews', 'job', jobId] as const,
};

export function useClientReviews(jobId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clientReviewKeys.ofJob(jobId),
    queryFn: async ({ signal }) => {
      const body = await apiFetch<ClientReview[], { contacts: ClientContact[] }>('/client-reviews', { query: { job_id: jobId }, signal });
      return { links: body.data, contacts: body.contacts };
    },
    enabled: enabled && jobId > 0,
  });
}

export interface SendForReview {
  job_id: number;
  contact_id: number;
  candidate_ids: number[];
  note: string | null;
  show_ctc: boolean;
}

/** POST /client-reviews: the contact is e-mailed the link; the links and the board are read again. */
export function useSendForReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (req: SendForReview) => {
      const body = await apiFetch<ClientReview>('/client-reviews', { method: 'POST', body: req });
      return { link: body.data, message: body.message ?? '' };
    },
    onSuccess: (_r, req) => {
      void qc.invalidateQueries({ queryKey: clientReviewKeys.ofJob(req.job_id) });
      void qc.invalidateQueries({ queryKey: pipelineKeys.board(req.job_id) });
    },
  });
}

/** POST /client-reviews/{id}/revoke: the link answers 410 from then on. */
export function useRevokeReview(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiFetch<ClientReview>(`/client-reviews/${id}/revoke`, { method: 'POST' })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: clientReviewKeys.ofJob(jobId) }),
  });
}

export interface AskFeedback {
  contact_id: number;
  candidate_id: number;
  note: string | null;
}

/** POST /client-reviews/feedback: after the client interview, the contact is e-mailed a link to rate the candidate. */
export function useAskFeedback(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (req: AskFeedback) => {
      const body = await apiFetch<ClientReview>('/client-reviews/feedback', { method: 'POST', body: req });
      return { link: body.data, message: body.message ?? '' };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: clientReviewKeys.ofJob(jobId) }),
  });
}
