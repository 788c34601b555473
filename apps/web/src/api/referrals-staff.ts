import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageMeta, StaffReferral } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { StaffReferral };

export interface ReferralPage {
  rows: StaffReferral[];
  meta: PageMeta;
  withEmailCount: number;
}

export const REFERRALS_PER_PAGE = 25;

export const staffReferralKeys = {
  all: ['staff-referrals'] as const,
  page: (page: number, perPage: number) => ['staff-referrals', page, perPage] as const,
};

export async function fetchStaffReferrals(page: number, perPage: number = REFERRALS_PER_PAGE, signal?: AbortSignal): Promise<ReferralPage> {
  const body = await apiFetch<StaffReferral[], { with_email_count?: number }>('/refer-a-friend', { query: { page, per_page: perPage }, signal });
  const rows = Array.isArray(body.data) ? body.data : [];
  return {
    rows,
    meta: body.meta ?? { page, per_page: perPage, total: rows.length },
    withEmailCount: body.with_email_count ?? rows.filter((r) => Boolean(r.friend_email)).length,
  };
}

/** One page of referrals, newest first; the previous page stays on screen while the next loads. */
export function useStaffReferrals(page: number, perPage: number = REFERRALS_PER_PAGE) {
  return useQuery({
    queryKey: staffReferralKeys.page(page, perPage),
    queryFn: ({ signal }) => fetchStaffReferrals(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
