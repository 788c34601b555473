import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../../api/api-client';
import { useClient } from '../../api/clients';
import { ButtonLink } from '../../components/button';
import { ClientEditForm } from './client-edit-form';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';

const CLIENTS = '/businessdashboard/clients';

/** /businessdashboard/clientformedit/:id: the Edit Client form as a page. */
export default function ClientEditPage() {
  usePageTitle('Edit Client');
  const { id: param } = useParams();
  const navigate = useNavigate();
  const id = param && /^\d+$/.test(param) && Number(param) > 0 ? Number(param) : null;
  const client = useClient(id);
  const [notice, setNotice] = useState<Notice | null>(null);

  let body;
  if (id === null) body = <NoticeBanner notice={{ tone: 'error', title: 'Error: Missing client ID.' }} />;
  else if (client.isLoading) body = <Spinner label="Loading client..." />;
  else if (client.isError || !client.data)
    body = (
      <NoticeBanner
        notice={{
          tone: 'error',
          title: client.error instanceof ApiError && client.error.status === 404 ? 'Client not found' : 'Failed to load clients.',
        }}
      />
    );
  else
    body = (
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ClientEditForm
          key={client.data.id}
          client={client.data}
          idPrefix="client-edit-page"
          onCancel={() => void navigate(CLIENTS)}
          onSaved={(_saved, message) => setNotice({ tone: 'success', title: message })}
        />
      </div>
    );

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Edit Client{client.data ? `: ${client.data.company_name}` : ''}</h1>
        <ButtonLink to={CLIENTS} variant="secondary" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Client List
        </ButtonLink>
      </div>
      <NoticeBanner notice={notice} />
      {body}
    </section>
  );
}
