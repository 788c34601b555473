import { useState, type FormEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bookmark, ChevronDown } from 'lucide-react';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from '@talentra/contract';
import { useCreateSavedSearch, useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch, type SavedSearch } from '../../api/saved-searches';
import type { PeopleSearch } from '../../api/candidates-workspace';
import { Button, buttonClasses } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Link } from '../../components/link';
import { Modal } from '../../components/modal';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { serverMessageOr } from '../../components/ui/server-errors';
import { ApiError } from '../../api/api-client';
import { readSearch, writeSearch } from './search-params';

/** The search's filters as its URL holds them, without the page: what a saved search keeps. */
export function filtersOf(search: PeopleSearch): SavedSearchFilters {
  const params = writeSearch({ ...search, page: 1 });
  return Object.fromEntries(params.entries()) as SavedSearchFilters;
}

/** The address a saved search opens: the search page with its filters, on page 1. */
export function savedSearchHref(filters: SavedSearchFilters): string {
  const params = writeSearch(readSearch(new URLSearchParams(filters as Record<string, string>)));
  const query = params.toString();
  return query ? `/candidates?${query}` : '/candidates';
}

const sameFilters = (a: SavedSearchFilters, b: SavedSearchFilters) => savedSearchHref(a) === savedSearchHref(b);

const itemClasses =
  'block rounded-md px-3 py-2 text-sm text-ink-900 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 aria-[current=page]:font-semibold';

/**
 * The search page's saved searches (issue 43): "Save search" keeps the current filters under a name,
 * private or shared; "Saved searches" opens one (its URL filters come back); "Manage saved searches"
 * renames, shares or deletes those the user may change (their own; an Admin any shared one).
 */
export function SavedSearches({ search }: { search: PeopleSearch }) {
  const saved = useSavedSearches();
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [status, setStatus] = useState('');
  const current = filtersOf(search);
  const list = saved.data ?? [];
  const mine = list.filter((s) => s.mine);
  const shared = list.filter((s) => !s.mine);
  const item = (s: SavedSearch) => (
    <DropdownMenu.Item key={s.id} asChild>
      <Link to={savedSearchHref(s.filters)} className={itemClasses} aria-current={sameFilters(s.filters, current) ? 'page' : undefined}>
        {s.name}
        {s.shared && s.mine ? <span className="ml-2 text-xs text-ink-700">(shared)</span> : null}
        {!s.mine ? <span className="ml-2 text-xs text-ink-700">by {s.owner_name}</span> : null}
      </Link>
    </DropdownMenu.Item>
  );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => setSaving(true)}>
        <Bookmark aria-hidden="true" className="size-4" />
        Save search
      </Button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'gap-1')}>
          Saved searches
          <ChevronDown aria-hidden="true" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 max-h-96 min-w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          >
            {saved.isPending ? <p className="px-3 py-2 text-sm text-ink-700">Loading saved searches...</p> : null}
            {saved.isError ? <p className="px-3 py-2 text-sm text-danger-600">Saved searches could not be loaded.</p> : null}
            {saved.isSuccess && list.length === 0 ? <p className="px-3 py-2 text-sm text-ink-700">No saved searches yet.</p> : null}
            {mine.length ? (
              <DropdownMenu.Group>
                <DropdownMenu.Label className="px-3 pt-1 text-xs font-semibold text-ink-700 uppercase">My searches</DropdownMenu.Label>
                {mine.map(item)}
              </DropdownMenu.Group>
            ) : null}
            {shared.length ? (
              <DropdownMenu.Group>
                <DropdownMenu.Label className="px-3 pt-2 text-xs font-semibold text-ink-700 uppercase">Shared with the team</DropdownMenu.Label>
                {shared.map(item)}
              </DropdownMenu.Group>
            ) : null}
            {list.some((s) => s.can_edit) ? (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Item className={itemClasses} onSelect={() => setManaging(true)}>
                  Manage saved searches
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <p className="text-sm text-success-700" role="status">
        {status}
      </p>
      {saving ? <SaveSearchDialog filters={current} onClose={() => setSaving(false)} onSaved={setStatus} /> : null}
      {managing ? <ManageSavedSearches searches={list.filter((s) => s.can_edit)} onClose={() => setManaging(false)} /> : null}
    </div>
  );
}

const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.errors[field]?.[0] : undefined);

/** Name a search and say whether the team sees it: a new one (filters) or an existing one renamed (search). */
function SaveSearchDialog({
  filters,
  search,
  onClose,
  onSaved,
}: {
  filters?: SavedSearchFilters;
  search?: SavedSearch;
  onClose: () => void;
  onSaved?: (message: string) => void;
}) {
  const create = useCreateSavedSearch();
  const update = useUpdateSavedSearch();
  const mutation = search ? update : create;
  const [name, setName] = useState(search?.name ?? '');
  const [shared, setShared] = useState(search?.shared ?? false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const onSuccess = () => {
      onSaved?.(search ? 'Saved search updated.' : 'Search saved.');
      onClose();
    };
    if (search) update.mutate({ id: search.id, name, shared }, { onSuccess });
    else create.mutate({ name, filters: filters ?? {}, shared }, { onSuccess });
  };
  const nameError = fieldError(mutation.error, 'name');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={search ? 'Rename saved search' : 'Save search'}
      description={search ? undefined : 'Keeps the search box, the filters and the sort of this page under a name.'}
      size="sm"
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextInput label="Name" value={name} maxLength={SAVED_SEARCH_NAME_MAX} required error={nameError} onChange={(e) => setName(e.target.value)} />
        <Checkbox
          label="Share with the team (every Admin and Hrteam user can open it)"
          checked={shared}
          onChange={(e) => setShared(e.target.checked)}
        />
        {mutation.isError && !nameError ? <Alert>{serverMessageOr(mutation.error, 'The search could not be saved. Please try again.')}</Alert> : null}
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The saved searches the user may change: rename (and share or not) or delete each, deleting after a confirmation. */
function ManageSavedSearches({ searches, onClose }: { searches: SavedSearch[]; onClose: () => void }) {
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  if (renaming) return <SaveSearchDialog search={renaming} onClose={() => setRenaming(null)} />;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Manage saved searches" size="md">
      {searches.length === 0 ? <p className="text-sm text-ink-700">No saved searches to manage.</p> : null}
      {remove.isError ? <Alert className="mb-3">{serverMessageOr(remove.error, 'The saved search could not be deleted.')}</Alert> : null}
      <ul className="divide-y divide-slate-200">
        {searches.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium break-words text-ink-900">{s.name}</p>
              <p className="text-xs text-ink-700">{s.mine ? (s.shared ? 'Shared with the team' : 'Private') : `Shared by ${s.owner_name}`}</p>
            </div>
            {confirming === s.id ? (
              <div className="flex gap-2">
                <Button
                  variant="danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(s.id, { onSuccess: () => setConfirming(null) })}
                  aria-label={`Confirm: delete ${s.name}`}
                >
                  Delete
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  Keep
                </Button>
              </div>
            ) : (
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setRenaming(s)} aria-label={`Rename ${s.name}`}>
                  Rename
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(s.id)} aria-label={`Delete ${s.name}`}>
                  Delete
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
