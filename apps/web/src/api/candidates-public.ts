import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CANDIDATE_SEARCH_MIN_CHARS } from '@talentra/contract';
import { apiFetch } from './api-client';

/** One row of the public name search (api.md: GET /candidates/search): the name and a masked e-mail, nothing else (issue 18). */
export interface CandidateMatch {
  id: number;
  candidate_name: string;
  email: string;
}

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

export interface SubmittedCandidate {
  id: number;
  candidate_name: string;
  job_id: number;
}

/** POST /candidates: multipart application with the resume (201 'Candidate submitted successfully!'). */
export function useSubmitApplication() {
  return useMutation({
    mutationFn: (form: FormData) => apiFetch<SubmittedCandidate>('/candidates', { method: 'POST', body: form }),
  });
}
