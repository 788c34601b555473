import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { PEOPLE_PER_PAGE, PIPELINE_STAGES, PIPELINE_STAGE_LABELS, type PeopleSort } from '@talentra/contract';
import { peopleExportUrl, usePeople, type PeopleSearch, type Person } from '../../api/candidates-workspace';
import { buttonClasses } from '../../components/button';
import { Link } from '../../components/link';
import { Select } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { COMBOBOX_DEBOUNCE_MS } from '../../components/ui/combobox';
import { formatMediumDate } from '../../lib/dates';
import { ClientFilter, JobFilter } from './record-filters';
import { readSearch, toggleSort, writeSearch, type FilterKey } from './search-params';
import { SavedSearches } from './saved-searches';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { SearchForm } from '../../components/ui/search-form';
import { BulkBar } from './bulk-bar';
import { ResumeSearch } from './resume-search';
import { ResumeSnippet } from '../../components/resume-snippet';

/** The results; every column sorts on the server (its key is the sort's name). */
const COLUMNS: readonly (DataColumn<Person> & { key: PeopleSort })[] = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    className: 'px-4 py-3',
    cell: (person) => (
      <>
        <Link to={`/candidates/${person.id}`} className="font-semibold text-brand-800 hover:underline">
          {person.candidate_name}
        </Link>
        {person.resume_snippet ? <ResumeSnippet snippet={person.resume_snippet} /> : null}
        <ul className="mt-1 space-y-0.5 text-ink-700">
          {person.applications.map((a) => (
            <li key={a.id}>
              {a.job_title}: <span className="font-medium text-ink-900">{a.stage_label}</span>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  { key: 'email', header: 'E-mail', sortable: true, cell: (p) => p.email, className: 'px-4 py-3 whitespace-nowrap text-ink-900' },
  { key: 'phone', header: 'Phone', sortable: true, cell: (p) => p.mobile_number, className: 'px-4 py-3 whitespace-nowrap text-ink-900' },
  { key: 'location', header: 'Location', sortable: true, cell: (p) => p.current_location, className: 'px-4 py-3 text-ink-900' },
  {
    key: 'applied',
    header: 'First applied',
    sortable: true,
    cell: (p) => formatMediumDate(p.first_applied_at),
    className: 'px-4 py-3 whitespace-nowrap text-ink-900',
  },
];

/** /candidates: one search box over name, e-mail, phone and location, filters, sortable columns, 25 a page (issue 15). */
export default function CandidateSearchPage() {
  usePageTitle('Candidates');
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const go = (next: PeopleSearch) => setParams(writeSearch(next));
  const setFilter = (key: FilterKey, value: string) => go({ ...search, [key]: value || undefined, page: 1 });
  const people = usePeople(search);

  const first = (search.page - 1) * PEOPLE_PER_PAGE + 1;
  const rows = people.data?.rows ?? [];

  // bulk work (issue 43): the ticked rows, kept across pages of one search; new filters start afresh
  const { page: _page, ...filters } = search;
  const filtersKey = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ key: string; ids: number[]; all: boolean }>({ key: filtersKey, ids: [], all: false });
  const current = selection.key === filtersKey ? selection : { key: filtersKey, ids: [], all: false };
  const isTicked = (id: number) => current.all || current.ids.includes(id);
  const tick = (ids: number[], on: boolean) =>
    setSelection({ ...current, ids: on ? [...new Set([...current.ids, ...ids])] : current.ids.filter((id) => !ids.includes(id)) });
  const pageTicked = rows.length > 0 && rows.every((p) => isTicked(p.id));
  const selectColumn: DataColumn<Person> = {
    key: 'select',
    header: (
      <input
        type="checkbox"
        aria-label="Select every candidate on this page"
        className="size-4 accent-brand-700"
        checked={pageTicked}
        disabled={current.all}
        onChange={(e) =>
          tick(
            rows.map((p) => p.id),
            e.target.checked,
          )
        }
      />
    ),
    className: 'px-4 py-3',
    cell: (person) => (
      <input
        type="checkbox"
        aria-label={`Select ${person.candidate_name}`}
        className="size-4 accent-brand-700"
        checked={isTicked(person.id)}
        disabled={current.all}
        onChange={(e) => tick([person.id], e.target.checked)}
      />
    ),
  };

  return (
    <section className="space-y-6" aria-labelledby="candidates-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="candidates-title" className="text-3xl font-bold tracking-tight text-brand-900">
            Candidates
          </h1>
          <p className="mt-1 text-ink-700">Every person who applied, with all their applications.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SavedSearches search={search} />
          <a href={peopleExportUrl(search)} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </header>

      <SearchForm
        label="Search candidates"
        hint="Name, e-mail, phone or location"
        fieldClassName="min-w-0 flex-1 basis-64"
        value={search.q ?? ''}
        onSearch={(text) => setFilter('q', text)}
      />
      <ResumeSearch value={search.resume ?? ''} onSearch={(text) => setFilter('resume', text)} />

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-ink-900">Filters</legend>
        <JobFilter value={search.job_id ?? ''} onChange={(v) => setFilter('job_id', v)} />
        <ClientFilter value={search.client_id ?? ''} onChange={(v) => setFilter('client_id', v)} />
        <Select
          label="Stage"
          placeholder="Any stage"
          options={PIPELINE_STAGES.map((s) => ({ value: s, label: PIPELINE_STAGE_LABELS[s] }))}
          value={search.stage ?? ''}
          onChange={(e) => setFilter('stage', e.target.value)}
        />
        <LocationFilter value={search.location ?? ''} onChange={(v) => setFilter('location', v)} />
        <TextInput label="Applied from" type="date" value={search.applied_from ?? ''} onChange={(e) => setFilter('applied_from', e.target.value)} />
        <TextInput label="Applied to" type="date" value={search.applied_to ?? ''} onChange={(e) => setFilter('applied_to', e.target.value)} />
      </fieldset>

      <BulkBar
        search={search}
        selected={current.ids}
        allMatching={current.all}
        onAllMatching={(all) => setSelection({ key: filtersKey, ids: [], all })}
        onDone={() => setSelection({ key: filtersKey, ids: [], all: false })}
      />

      <DataTable
        caption="Candidates; the column headers sort the list"
        columns={[selectColumn, ...COLUMNS]}
        rows={rows}
        rowKey={(p) => p.id}
        rowClassName="align-top"
        sort={{ key: search.sort, dir: search.dir }}
        onSort={(key) => go(toggleSort(search, key as PeopleSort))}
        loading={people.isPending && 'Loading candidates...'}
        error={people.isError && !people.data && people.error.message}
        onRetry={() => void people.refetch()}
        empty="No candidates found"
        emptyDescription="Try other words or fewer filters."
        summary={
          <p className="text-sm text-ink-700" aria-live="polite">
            Showing {first}–{first + rows.length - 1}
            {people.data?.more ? ' (more on the next page)' : ''}
          </p>
        }
        footer={
          <Pager
            label="Candidate pages"
            page={search.page}
            hasNext={Boolean(people.data?.more)}
            onPage={(page) => go({ ...search, page })}
            busy={people.isFetching}
            arrows
            centered
          />
        }
      />
    </section>
  );
}

/** How long the Location filter waits after the last key before it applies (as the Job and Client filters do). */
export const LOCATION_FILTER_DELAY_MS = COMBOBOX_DEBOUNCE_MS;

/**
 * A location typed into the filter applies once the typing stops (debounced), like the other
 * filters, or at once on Enter; the URL holds it, and a URL changed elsewhere (Back) shows in the box.
 */
function LocationFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const typed = useDebouncedValue(text.trim(), LOCATION_FILTER_DELAY_MS);
  const apply = useEffectEvent((v: string) => {
    if (v !== value) onChange(v);
  });
  // only the typing applies: a URL changed elsewhere is not written back
  useEffect(() => {
    apply(typed);
  }, [typed]);
  return (
    <TextInput
      label="Location"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          if (text.trim() !== value) onChange(text.trim());
        }
      }}
    />
  );
}
