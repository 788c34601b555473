import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResumeFieldsResult, SuggestedCandidate } from '@talentra/contract';
import { apiFetch } from './api-client';
import { pipelineKeys } from './pipeline';

export type { ResumeFieldsResult, SuggestedCandidate };

/** Résumé text (issue 45): a job's suggested candidates and the staff form's fields read from a CV. */
export const resumeKeys = {
  suggestions: (jobId: number) => ['resumes', 'suggestions', jobId] as const,
};

export function useSuggestedCandidates(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: resumeKeys.suggestions(jobId),
    queryFn: async ({ signal }) => (await apiFetch<SuggestedCandidate[]>(`/recruitments/${jobId}/suggested-candidates`, { signal })).data,
    enabled: enabled && jobId > 0,
  });
}

/** Add a suggested person to the job as a new application; the board and the suggestions are read again. */
export function useAddSuggested(jobId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (candidateId: number) => {
      const body = await apiFetch<{ id: number }>(`/recruitments/${jobId}/suggested-candidates`, {
        method: 'POST',
        body: { candidate_id: candidateId },
      });
      return { ...body.data, message: body.message ?? '' };
    },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: pipelineKeys.board(jobId) }),
        qc.invalidateQueries({ queryKey: resumeKeys.suggestions(jobId) }),
      ]);
    },
  });
}

/** The fields a dropped résumé's text shows (the file is read, not stored). */
export async function fieldsFromResume(file: File): Promise<ResumeFieldsResult> {
  const form = new FormData();
  form.append('resume', file);
  return (await apiFetch<ResumeFieldsResult>('/candidates/resume-fields', { method: 'POST', body: form })).data;
}
