import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from '../../lib/location';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { CAREERS_PAGE_SIZE } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useCareersPage, type CareersSearch } from '../../api/careers-list';
import { Button, ButtonLink, buttonClasses } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { CareersFacetLinks } from './careers-facets';
import { careersHead, careersHref, careersPagination, careersSearchParams, hasFilters, NO_FILTERS, readCareersSearch } from './careers-search';
import { JobCard } from './job-card';
import { JobAlertOffer } from './job-alert-offer';

/** 'HTTP {status}' when the server answered with an error, otherwise the error's message (public-site.md §8). */
export function loadFailureReason(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400) return `HTTP ${error.status}`;
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo?.({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** /careers (public-site.md §2 Careers, §4): visible jobs, 6 a page, searched and paged on the server. */
export default function CareersPage() {
  const [params, setParams] = useSearchParams();
  const search = readCareersSearch(params);
  const head = careersHead(search);
  usePageTitle(head.title, head.description);
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useCareersPage(search);

  const go = (next: CareersSearch, replace = false) => setParams(careersSearchParams(next), { replace });
  const total = data?.meta.total ?? 0;
  const pagination = careersPagination(search.page, total, data?.meta.per_page ?? CAREERS_PAGE_SIZE);

  // an old link past the last page goes to the last page instead of an empty list
  const pastLastPage = Boolean(data && !isPlaceholderData && data.jobs.length === 0 && total > 0 && search.page > pagination.totalPages);
  useEffect(() => {
    if (pastLastPage) setParams(careersSearchParams({ ...search, page: pagination.totalPages }), { replace: true });
  }, [pastLastPage, pagination.totalPages, search, setParams]);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Careers</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">
        Current openings at Talentra Staffing Solutions and our client companies. We never charge candidates a fee.
      </p>

      <CareersFilters
        key={`${search.q}\u0000${search.location}\u0000${search.industry}`}
        search={search}
        onSearch={(next) => go({ ...next, page: 1 })}
      />

      {data?.facets ? <CareersFacetLinks search={search} facets={data.facets} /> : null}

      <div className="mt-8">
        {isPending ? (
          <Spinner label="Loading jobs..." className="py-10" />
        ) : isError ? (
          <Alert size="panel" className="text-center">
            <p className="font-medium">Failed to load jobs: {loadFailureReason(error)}</p>
            <Button className="mt-4" onClick={() => void refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : data.jobs.length === 0 ? (
          <EmptyState
            // the spec's empty text in every case; a search with filters also says why and how to widen it
            title="No job openings available at the moment."
            description={
              hasFilters(search)
                ? 'No jobs match your search. Try fewer or other filters, or clear them to see every opening.'
                : 'Please check back later for new opportunities.'
            }
            action={
              <div className="flex flex-col items-center gap-3">
                {hasFilters(search) ? (
                  <Button variant="secondary" onClick={() => go(NO_FILTERS)}>
                    Clear filters
                  </Button>
                ) : null}
                {/* a search with nothing yet: be told when something comes */}
                <JobAlertOffer search={search} className="w-full max-w-md text-center" />
              </div>
            }
          />
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-ink-700">
              {total === 1 ? '1 opening' : `${total} openings`}
              {hasFilters(search) ? ' match your search' : ''}
              {isFetching && isPlaceholderData ? ' (loading...)' : ''}
            </p>
            <div aria-busy={isFetching && isPlaceholderData} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {data.jobs.map((job) => (
                <JobCard key={job.job_id} job={job} />
              ))}
            </div>
            {pagination.showControls ? (
              <nav aria-label="Job pages" className="mt-8 flex items-center justify-center gap-4">
                <PageLink disabled={pagination.previousDisabled} to={careersHref({ ...search, page: search.page - 1 })} rel="prev">
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Previous
                </PageLink>
                <span className="text-sm font-medium text-ink-900">{pagination.label}</span>
                <PageLink disabled={pagination.nextDisabled} to={careersHref({ ...search, page: search.page + 1 })} rel="next">
                  Next
                  <ChevronRight aria-hidden="true" className="size-4" />
                </PageLink>
              </nav>
            ) : null}
            <JobAlertOffer search={search} className="mx-auto mt-10 max-w-xl text-center" />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Previous/Next: real links (?page=N), so crawlers and a page without JavaScript can follow them
 * (issue 17); at either end a disabled look-alike that is not a link.
 */
function PageLink({ disabled, to, rel, children }: { disabled: boolean; to: string; rel: 'prev' | 'next'; children: ReactNode }) {
  if (disabled)
    return (
      <span aria-disabled="true" className={buttonClasses({ variant: 'secondary' }, 'cursor-not-allowed opacity-60')}>
        {children}
      </span>
    );
  return (
    <ButtonLink to={to} rel={rel} variant="secondary" onClick={scrollToTop}>
      {children}
    </ButtonLink>
  );
}

/** Keyword, location and industry; searching starts again at page 1. Keyed by the URL, so Back refills it. */
function CareersFilters({ search, onSearch }: { search: CareersSearch; onSearch: (next: CareersSearch) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onSearch({ ...search, page: 1, q: text('q'), location: text('location'), industry: text('industry') });
  };
  return (
    <form
      role="search"
      aria-label="Search jobs"
      onSubmit={submit}
      className="mt-8 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <TextInput label="Keyword" name="q" type="search" defaultValue={search.q} placeholder="Job title, skill or company" maxLength={200} />
      <TextInput label="Location" name="location" defaultValue={search.location} placeholder="e.g. Pune" maxLength={200} />
      <TextInput label="Industry" name="industry" defaultValue={search.industry} placeholder="e.g. IT & Software" maxLength={200} />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 lg:flex-none">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {hasFilters(search) ? (
          <Button variant="ghost" onClick={() => onSearch(NO_FILTERS)}>
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
