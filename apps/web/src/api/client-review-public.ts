import type { ClientDecision, ClientReviewPage, ReviewCandidate } from '@talentra/contract';
import { apiFetch, apiUrl } from './api-client';

/**
 * The client's review page (issue 44): public calls, each naming the link by its token. Plain
 * functions: the page is a public island without react-query.
 */
export type { ClientReviewPage, ReviewCandidate };

const base = (token: string) => `/client-review/${encodeURIComponent(token)}`;

export async function openClientReview(token: string): Promise<ClientReviewPage> {
  return (await apiFetch<ClientReviewPage>(base(token))).data;
}

export async function decideOnCandidate(
  token: string,
  candidateId: number,
  body: { decision: ClientDecision; reason: string | null; comment: string | null },
) {
  return apiFetch<ReviewCandidate>(`${base(token)}/candidates/${candidateId}/decision`, { method: 'POST', body });
}

export async function giveClientFeedback(token: string, candidateId: number, body: { rating: number; comment: string }) {
  return apiFetch<ReviewCandidate>(`${base(token)}/candidates/${candidateId}/feedback`, { method: 'POST', body });
}

/** The résumé, shown by the browser in a new tab (the token is the only key). */
export const reviewResumeUrl = (token: string, candidateId: number) => apiUrl(`${base(token)}/candidates/${candidateId}/resume`);
