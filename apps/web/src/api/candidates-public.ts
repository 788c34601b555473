import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CANDIDATE_SEARCH_MIN_CHARS, type CandidateMatch, type StaffCandidate } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { CandidateMatch };
/** The application as stored (POST /candidates answers the whole candidate). */
export type SubmittedCandidate = StaffCandidate;

export const publicCandidateKeys = {
  search: (name: string) => ['candidates-public', 'search', name.toLowerCase()] as const,
};

/**
 * Refer a Friend's as-you-type search: the server matches the name (at most 5 rows), so the public
 * page never downloads the candidate list. Asks nothing below 3 characters.
 */
export function useCandidateSearch(name: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = name.trim();
  return useQuery({
    queryKey: publicCandidateKeys.search(term),
    queryFn: async ({ signal }) => (await apiFetch<CandidateMatch[]>('/candidates/search', { query: { name: term }, signal })).data,
    enabled: enabled && term.length >= CANDIDATE_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** POST /candidates: multipart application with the resume (201 'Candidate submitted successfully!'). */
export function useSubmitApplication() {
  return useMutation({
    mutationFn: (form: FormData) => apiFetch<SubmittedCandidate>('/candidates', { method: 'POST', body: form }),
  });
}
