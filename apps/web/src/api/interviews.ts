import { useQuery } from '@tanstack/react-query';
import type { Interview, InterviewCreateInput, InterviewFeedbackInput, InterviewUpdateInput } from '@talentra/contract';
import { apiFetch, apiUrl } from './api-client';

/** Interviews (issue 15): schedule, reschedule, this week's list, cancel, and the .ics invitation. */
export const interviewKeys = {
  all: ['interviews'] as const,
  range: (from: string, to: string) => ['interviews', from, to] as const,
};

export async function scheduleInterview(input: InterviewCreateInput): Promise<Interview> {
  return (await apiFetch<Interview>('/interviews', { method: 'POST', body: input })).data;
}

/** A new time, place or interviewer: the server mails both an update (issue 43). */
export async function rescheduleInterview(id: number, input: InterviewUpdateInput): Promise<Interview> {
  return (await apiFetch<Interview>(`/interviews/${id}`, { method: 'PUT', body: input })).data;
}

/** The interviewer's feedback, once per interview (issue 43). */
export async function recordInterviewFeedback(id: number, input: InterviewFeedbackInput): Promise<Interview> {
  return (await apiFetch<Interview>(`/interviews/${id}/feedback`, { method: 'POST', body: input })).data;
}

export async function cancelInterview(id: number): Promise<Interview> {
  return (await apiFetch<Interview>(`/interviews/${id}/cancel`, { method: 'POST' })).data;
}

export async function fetchInterviews(from: string, to: string, signal?: AbortSignal): Promise<Interview[]> {
  return (await apiFetch<Interview[]>('/interviews', { query: { from, to }, signal })).data;
}

export function useInterviews(from: string, to: string) {
  return useQuery({ queryKey: interviewKeys.range(from, to), queryFn: ({ signal }) => fetchInterviews(from, to, signal) });
}

/** Where the browser downloads an interview's invitation (an attachment, through the session cookie). */
export const interviewIcsUrl = (id: number) => apiUrl(`/interviews/${id}.ics`);
