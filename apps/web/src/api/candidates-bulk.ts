import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAction, BulkMailTemplate, BulkResult } from '@talentra/contract';
import { ApiError, NETWORK_ERROR_MESSAGE, apiFetch, apiUrl } from './api-client';
import { notifyUnauthorized } from './unauthorized';
import { workspaceKeys, type PeopleSearch } from './candidates-workspace';

export type { BulkResult };

/** Which rows: the ticked ones, or every person the search's filters match (at most 500). */
export interface BulkSelection {
  ids?: number[];
  all?: boolean;
  /** The search's filters (no page): they also choose each person's application (decision 230). */
  filters: Omit<PeopleSearch, 'page'>;
}

export interface BulkRequest extends BulkSelection {
  action: BulkAction;
  reason?: string;
  notify_candidate?: boolean;
  template?: BulkMailTemplate;
  job_id?: number;
}

/** The filters as the API reads them: blanks left out. */
const filtersOf = (s: Omit<PeopleSearch, 'page'> & { page?: number }) => {
  const { page: _page, ...rest } = s;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''));
};

/** POST /candidates/bulk: each row answers for itself; the search, profiles and boards are read again. */
export function useBulkAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (req: BulkRequest) => {
      const body = await apiFetch<BulkResult>('/candidates/bulk', { method: 'POST', body: { ...req, filters: filtersOf(req.filters) } });
      return { ...body.data, message: body.message ?? '' };
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

/** POST /candidates/bulk/export: the selection's CSV, saved by the browser as a download. */
export async function downloadSelection(sel: BulkSelection) {
  let response: Response;
  try {
    response = await fetch(apiUrl('/candidates/bulk/export'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/csv, application/json' },
      body: JSON.stringify({ ...sel, filters: filtersOf(sel.filters) }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized('/candidates/bulk/export');
    const parsed = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
    throw new ApiError(response.status, parsed?.message ?? `Request failed (HTTP ${response.status}).`, parsed?.errors ?? {});
  }
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'candidates-selected.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
