import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiUrl } from './api-client';
import { notifyUnauthorized } from './unauthorized';
import type { AddedNote, CandidateProfile, PeopleSort, Person, PersonApplication, PossibleDuplicate, TimelineEntry } from '@talentra/contract';

export type { CandidateProfile, Person, PersonApplication, PossibleDuplicate, TimelineEntry };

/**
 * The recruiter's workspace (issue 15): people search, profile, notes, timeline, CSV export and the
 * duplicate check. Admin and Hrteam.
 */

/** What the search page keeps in its URL. */
export interface PeopleSearch {
  q?: string;
  /** "Résumé contains" (issue 45): web-search syntax over résumé text. */
  resume?: string;
  job_id?: string;
  client_id?: string;
  stage?: string;
  location?: string;
  applied_from?: string;
  applied_to?: string;
  sort: PeopleSort;
  dir: 'asc' | 'desc';
  page: number;
}

export const workspaceKeys = {
  all: ['workspace'] as const,
  people: (s: PeopleSearch) => ['workspace', 'people', s] as const,
  profile: (id: number) => ['workspace', 'profile', id] as const,
  timeline: (id: number) => ['workspace', 'timeline', id] as const,
};

const query = (s: Partial<PeopleSearch>) => ({ ...s, page: s.page && s.page > 1 ? s.page : undefined });

export function usePeople(s: PeopleSearch) {
  return useQuery({
    queryKey: workspaceKeys.people(s),
    queryFn: async ({ signal }) => {
      const body = await apiFetch<Person[], { has_more?: boolean }>('/candidates/people', { query: query(s), signal });
      return { rows: body.data, more: Boolean(body.has_more) };
    },
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the whole search result (the current filters and order), streamed by the server. */
export const peopleExportUrl = (s: PeopleSearch) => apiUrl('/candidates/people/export', { ...query(s), page: undefined });

export function useCandidateProfile(id: number) {
  return useQuery({
    queryKey: workspaceKeys.profile(id),
    queryFn: async ({ signal }) => (await apiFetch<CandidateProfile>(`/candidates/${id}/profile`, { signal })).data,
  });
}

export async function fetchTimeline(id: number, before?: number, signal?: AbortSignal) {
  const body = await apiFetch<TimelineEntry[], { has_more?: boolean }>(`/candidates/${id}/timeline`, { query: { before }, signal });
  return { rows: body.data, more: Boolean(body.has_more) };
}

/** The timeline, newest first, 50 at a time ('Show older' asks for the next 50). */
export function useTimeline(id: number) {
  return useInfiniteQuery({
    queryKey: workspaceKeys.timeline(id),
    queryFn: ({ signal, pageParam }) => fetchTimeline(id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.rows[last.rows.length - 1]?.id : undefined),
  });
}

export function useAddNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => (await apiFetch<AddedNote>(`/candidates/${id}/notes`, { method: 'POST', body: { body } })).data,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: workspaceKeys.profile(id) });
      void client.invalidateQueries({ queryKey: workspaceKeys.timeline(id) });
    },
  });
}

/**
 * 'Not the same person' (issue 41): the applications with this application's e-mail leave the
 * person staff linked them to. Every workspace read may show either person, so all are read again.
 */
export function useSeparatePerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiFetch<{ person_id: number; other_person_id: number }>(`/candidates/${id}/separate`, { method: 'POST' })).message,
    onSuccess: () => void client.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

/**
 * The bytes of a PDF resume for the profile's viewer: `resume.inline_url` of the profile, read with
 * the session cookie (same origin); the server records the view on the candidate's timeline.
 */
export async function fetchInlineResume(inlineUrl: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(inlineUrl, { credentials: 'same-origin', headers: { accept: 'application/pdf' }, signal });
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized(inlineUrl);
    throw new ApiError(response.status, `The resume could not be read (HTTP ${response.status}).`);
  }
  return response.arrayBuffer();
}

/** People who already applied with this e-mail or phone (the staff form's 'Possible duplicate'). */
export async function fetchDuplicates(email: string, phone: string, signal?: AbortSignal): Promise<PossibleDuplicate[]> {
  return (await apiFetch<PossibleDuplicate[]>('/candidates/duplicates', { query: { email: email || undefined, phone: phone || undefined }, signal }))
    .data;
}
