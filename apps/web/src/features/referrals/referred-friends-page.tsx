import { useState } from 'react';
import { Mail, Phone, Users } from 'lucide-react';
import { ApiError } from '../../api/api-client';
import { REFERRALS_PER_PAGE, useStaffReferrals, type StaffReferral } from '../../api/referrals-staff';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatMediumDate } from '../../lib/dates';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { Link } from '../../components/link';

/** The message of a failed load (staff-portal.md §8 "Referrals"). */
export function referralsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400) return error.message || 'Failed to load referrals';
  return 'Failed to fetch referral data. Please try again.';
}

/** Missing joins fall back to these texts (staff-portal.md §8 "Referrals"). */
export function referralView(r: StaffReferral) {
  const present = (v: string | null | undefined) => (v && v.trim() !== '' ? v : null);
  return {
    candidateName: present(r.candidate_name) ?? `Candidate ID: ${r.candidate_id}`,
    candidateEmail: present(r.candidate_email),
    contact: present(r.friend_contact) ?? 'N/A',
    jobTitle: present(r.job_title) ?? `Job ID: ${r.job_id}`,
    jobLocation: present(r.job_location) ?? 'Location Not Available',
    company: present(r.client_name) ?? 'Company Not Available',
    preferredCompany: present(r.preferred_company) ?? '-',
    date: formatMediumDate(r.date_referred ?? r.created_at),
  };
}

/** A row of the table: the referral and its texts, with referralView's fallbacks for what is missing. */
interface ReferralRow {
  referral: StaffReferral;
  view: ReturnType<typeof referralView>;
}

const COLUMNS: readonly DataColumn<ReferralRow>[] = [
  {
    key: 'candidate',
    header: 'Candidate',
    className: 'px-4 py-3',
    cell: ({ referral, view: v }) => (
      <>
        <p className="font-medium text-ink-900">
          {/* the referring candidate's profile, when their record is there (the name comes with it) */}
          {referral.candidate_name?.trim() ? (
            <Link to={`/candidates/${referral.candidate_id}`} className="text-brand-800 underline underline-offset-2">
              {v.candidateName}
            </Link>
          ) : (
            v.candidateName
          )}
        </p>
        {v.candidateEmail ? <p className="whitespace-nowrap text-ink-700">{v.candidateEmail}</p> : null}
      </>
    ),
  },
  { key: 'friend', header: 'Friend Name', cell: ({ referral }) => referral.friend_name, className: 'px-4 py-3 font-medium text-ink-900' },
  {
    key: 'contact',
    header: 'Contact',
    className: 'px-4 py-3 whitespace-nowrap',
    cell: ({ referral, view }) => {
      const tel = referral.friend_contact?.replace(/[^\d+]/g, '');
      return tel ? (
        <a href={`tel:${tel}`} className="inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline">
          <Phone aria-hidden="true" className="size-4" />
          {referral.friend_contact}
        </a>
      ) : (
        view.contact
      );
    },
  },
  {
    key: 'email',
    header: 'Email',
    className: 'px-4 py-3',
    cell: ({ referral: { friend_email: email } }) =>
      email ? (
        <a href={`mailto:${email}`} className="inline-flex items-center gap-1.5 whitespace-nowrap text-brand-800 hover:underline">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {email}
        </a>
      ) : (
        '-'
      ),
  },
  {
    key: 'job',
    header: 'Job Applied',
    className: 'px-4 py-3',
    cell: ({ view: v }) => (
      <>
        <p className="font-medium text-ink-900">{v.jobTitle}</p>
        <p className="text-ink-700">{v.jobLocation}</p>
        <p className="text-ink-700">{v.company}</p>
      </>
    ),
  },
  { key: 'preferred', header: 'Preferred Company', cell: ({ view }) => view.preferredCompany, className: 'px-4 py-3 text-ink-900' },
  { key: 'date', header: 'Date Referred', cell: ({ view }) => view.date, className: 'px-4 py-3 whitespace-nowrap text-ink-900' },
];

/** /hrteamdashboard/referred-friends (staff-portal.md §2 "Hrteam Referred Friends"). */
export default function ReferredFriendsPage() {
  usePageTitle('Referred Friends', 'Contact details of friends referred by candidates for manual outreach');
  const [page, setPage] = useState(1);
  const referrals = useStaffReferrals(page);
  const data = referrals.data;
  const total = data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.per_page ?? REFERRALS_PER_PAGE)));

  return (
    <section className="space-y-6" aria-labelledby="referred-friends-title">
      <header>
        <h1 id="referred-friends-title" className="flex items-center gap-2 text-3xl font-bold tracking-tight text-brand-900">
          <Users aria-hidden="true" className="size-7" />
          Referred Friends{data ? ` (${total})` : ''}
        </h1>
        <p className="mt-2 text-ink-700">Contact details of friends referred by candidates for manual outreach</p>
      </header>

      <DataTable
        caption="Referred friends, newest first"
        columns={COLUMNS}
        rows={(data?.rows ?? []).map((referral) => ({ referral, view: referralView(referral) }))}
        rowKey={(r) => r.referral.id}
        rowClassName="align-top"
        // a phone reads each friend as a card: the contact links no longer hide in a sideways scroll (issue 43)
        card="columns"
        loading={referrals.isPending && 'Loading referred friends...'}
        error={
          referrals.isError && !data ? (
            <>
              <h2 className="text-lg font-semibold">Error Loading Data</h2>
              <p className="mt-1">{referralsErrorMessage(referrals.error)}</p>
            </>
          ) : null
        }
        onRetry={() => void referrals.refetch()}
        empty="No referrals yet"
        emptyDescription="Friends referred by candidates will appear here."
        footer={
          <>
            {pages > 1 ? (
              <Pager label="Referral pages" page={page} pages={pages} onPage={setPage} busy={referrals.isFetching} arrows centered />
            ) : null}

            {referrals.isError ? (
              <p role="alert" className="text-sm font-medium text-danger-600">
                {referralsErrorMessage(referrals.error)}
              </p>
            ) : null}

            <dl className="flex flex-wrap gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="flex gap-2">
                <dt className="text-ink-700">Total Referrals:</dt>
                <dd className="font-bold text-ink-900">{total}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-ink-700">With Email:</dt>
                <dd className="font-bold text-ink-900">{data?.withEmailCount}</dd>
              </div>
            </dl>
          </>
        }
      />
    </section>
  );
}
