import { useQuery } from '@tanstack/react-query';
import type { PipelineBoard } from '@talentra/contract';
import { apiFetch } from './api-client';

/**
 * A job's pipeline board (GET /recruitments/{id}/pipeline; issue 15). Moving a card goes through
 * the tracker endpoints of api/hiring.ts: the server's stage rules, nothing repeated here.
 */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  board: (jobId: number) => ['pipeline', jobId] as const,
};

export async function fetchPipeline(jobId: number, signal?: AbortSignal): Promise<PipelineBoard> {
  return (await apiFetch<PipelineBoard>(`/recruitments/${jobId}/pipeline`, { signal })).data;
}

export function usePipeline(jobId: number) {
  return useQuery({ queryKey: pipelineKeys.board(jobId), queryFn: ({ signal }) => fetchPipeline(jobId, signal), enabled: jobId > 0 });
}
