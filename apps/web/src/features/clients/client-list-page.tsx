import { useState, type FormEvent } from 'react';
import { Pencil, Search } from 'lucide-react';
import { useClients, type Client } from '../../api/clients';
import { Button } from '../../components/button';
import { ClientEditForm, CLIENT_UPDATED } from './client-edit-form';
import { EmptyState } from '../../components/empty-state';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { Alert } from '../../components/ui/alert';
import { Pager } from '../../components/ui/pager';

export const CLIENTS_PER_PAGE = 10;
export const LOAD_CLIENTS_FAILED = 'Failed to load clients.';

/** /businessdashboard/clients (staff-portal.md §2 "Client List page with edit", §8 "Client page"). */
export default function ClientListPage() {
  usePageTitle('Client List');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<Client | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const clients = useClients({ page, per_page: CLIENTS_PER_PAGE, q });
  const total = clients.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLIENTS_PER_PAGE));

  function applySearch(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setQ(search.trim());
  }

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Client List</h1>

      <form role="search" onSubmit={applySearch} className="flex flex-wrap items-end gap-3">
        <TextInput
          id="client-search"
          label="Search clients"
          type="search"
          placeholder="Company, email, phone or location"
          className="min-w-56 flex-1"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>

      <NoticeBanner notice={notice} />

      {clients.isLoading ? (
        <Spinner label="Loading clients..." />
      ) : clients.isError ? (
        <Alert size="md" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold">{LOAD_CLIENTS_FAILED}</span>
          <Button size="sm" variant="secondary" onClick={() => void clients.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !clients.data || clients.data.clients.length === 0 ? (
        <EmptyState title="No clients found" description={q ? 'Try another search.' : undefined} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">
                Clients, page {page} of {pages}
              </caption>
              <thead className="bg-slate-50 text-ink-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Company
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Location
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Action
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {clients.data.clients.map((client) => (
                  <tr key={client.id}>
                    <th scope="row" className="px-4 py-3 font-semibold text-ink-900">
                      {client.company_name}
                    </th>
                    <td className="px-4 py-3 text-ink-700">{client.email}</td>
                    <td className="px-4 py-3 text-ink-700">{client.phone}</td>
                    <td className="px-4 py-3 text-ink-700">{client.location}</td>
                    <td className="px-4 py-3">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Edit ${client.company_name}`}
                        onClick={() => {
                          setNotice(null);
                          setEditing(client);
                        }}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        Edit
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? <Pager label="Client list pages" page={page} pages={pages} onPage={setPage} /> : null}
        </>
      )}

      {editing ? (
        <Modal open onOpenChange={(o) => !o && setEditing(null)} title="Edit Client" description={editing.company_name} size="lg" maxHeight="90vh">
          <ClientEditForm
            client={editing}
            idPrefix="client-edit-modal"
            onCancel={() => setEditing(null)}
            onSaved={(_client, message) => {
              setEditing(null);
              setNotice({ tone: 'success', title: message || CLIENT_UPDATED });
            }}
          />
        </Modal>
      ) : null}
    </section>
  );
}
