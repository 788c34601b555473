import type { CandidateMatch, StaffCandidate } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { CandidateMatch };
/** The application as stored (POST /candidates answers the whole candidate). */
export type SubmittedCandidate = StaffCandidate;

/** GET /candidates/search: at most 5 matches of a name (the public Refer a Friend page, without react-query). */
export async function searchCandidates(name: string, signal?: AbortSignal): Promise<CandidateMatch[]> {
  return (await apiFetch<CandidateMatch[]>('/candidates/search', { query: { name: name.trim() }, signal })).data;
}

/** POST /candidates: multipart application with the resume, without react-query (the public form). */
export function submitApplication(form: FormData) {
  return apiFetch<SubmittedCandidate>('/candidates', { method: 'POST', body: form });
}
