import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from '../../api/clients';
import { EditRecordPage, type EditRecordTexts } from '../../components/edit-record-page';
import type { Notice } from '../../components/notice-banner';
import { useIdParam } from '../../hooks/use-id-param';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { ClientContactsSection } from './client-contacts-section';
import { ClientEditForm } from './client-edit-form';

const CLIENTS = '/businessdashboard/clients';
const TEXTS: EditRecordTexts = {
  title: 'Edit Client',
  back: { to: CLIENTS, label: 'Back to Client List' },
  missingId: 'Error: Missing client ID.',
  loading: 'Loading client...',
  notFound: 'Client not found',
  failed: 'Failed to load clients.',
};

/** /businessdashboard/clientformedit/:id: the Edit Client form as a page. */
export default function ClientEditPage() {
  usePageTitle('Edit Client');
  const navigate = useNavigate();
  const id = useIdParam();
  const client = useClient(id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const role = useAuth().user?.user_role;

  return (
    <EditRecordPage texts={TEXTS} id={id} query={client} nameOf={(c) => c.company_name} notice={notice}>
      {(record) => (
        <>
          <ClientEditForm
            key={record.id}
            client={record}
            idPrefix="client-edit-page"
            onCancel={() => void navigate(CLIENTS)}
            onSaved={(_saved, message) => setNotice({ tone: 'success', title: message })}
          />
          <ClientContactsSection clientId={record.id} canEdit={role === 'Admin' || role === 'Bdm'} />
        </>
      )}
    </EditRecordPage>
  );
}
