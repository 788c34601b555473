import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { ROLE_HOME } from '@talentra/contract';
import { useClients, type Client } from '../../api/clients';
import { Button } from '../../components/button';
import { ClientEditForm, CLIENT_UPDATED } from './client-edit-form';
import { ClientLogo } from './client-logo';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import { Modal } from '../../components/modal';
import { usePagedSearch } from '../../hooks/use-paged-search';
import { usePageTitle } from '../../hooks/use-page-title';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Pager } from '../../components/ui/pager';
import { SearchForm } from '../../components/ui/search-form';
import { Link } from '../../components/link';
import { useAuth } from '../../lib/session/auth-context';

export const CLIENTS_PER_PAGE = 10;
export const LOAD_CLIENTS_FAILED = 'Failed to load clients.';

/**
 * {dashboard}/clients (staff-portal.md §2 "Client List page with edit", §8 "Client page"), for Bdm and
 * Admin: Edit opens the form in a dialog; the company's name opens the client's page (its contacts,
 * and for Admin its owner).
 */
export default function ClientListPage() {
  usePageTitle('Client List');
  const home = ROLE_HOME[useAuth().user?.user_role ?? 'Bdm'];
  const { page, setPage, q, search } = usePagedSearch();
  const [editing, setEditing] = useState<Client | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const clients = useClients({ page, per_page: CLIENTS_PER_PAGE, q });
  const total = clients.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CLIENTS_PER_PAGE));

  const columns: DataColumn<Client>[] = [
    { key: 'logo', header: 'Logo', cell: (c) => <ClientLogo client={c} />, className: 'px-4 py-2' },
    {
      key: 'company',
      header: 'Company',
      cell: (c) => (
        <Link to={`${home}/clientformedit/${c.id}`} className="text-brand-800 underline">
          {c.company_name}
        </Link>
      ),
      rowHeader: true,
      className: 'px-4 py-3 font-semibold text-ink-900',
    },
    { key: 'email', header: 'Email', cell: (c) => c.email, className: 'px-4 py-3 text-ink-700' },
    { key: 'phone', header: 'Phone', cell: (c) => c.phone, className: 'px-4 py-3 text-ink-700' },
    { key: 'location', header: 'Location', cell: (c) => c.location, className: 'px-4 py-3 text-ink-700' },
    {
      key: 'action',
      header: 'Action',
      className: 'px-4 py-3',
      // Edit stays in view at the right edge when the table scrolls sideways (a phone, issue 43)
      sticky: true,
      cell: (client) => (
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
      ),
    },
  ];

  return (
    <section className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Client List</h1>

      <SearchForm id="client-search" label="Search clients" placeholder="Company, email, phone or location" value={q} onSearch={search} />

      <NoticeBanner notice={notice} />

      <DataTable
        caption={`Clients, page ${page} of ${pages}`}
        columns={columns}
        rows={clients.data?.clients ?? []}
        rowKey={(client) => client.id}
        loading={clients.isLoading && 'Loading clients...'}
        error={clients.isError && LOAD_CLIENTS_FAILED}
        onRetry={() => void clients.refetch()}
        empty="No clients found"
        emptyDescription={q ? 'Try another search.' : undefined}
        footer={pages > 1 ? <Pager label="Client list pages" page={page} pages={pages} onPage={setPage} /> : null}
      />

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
