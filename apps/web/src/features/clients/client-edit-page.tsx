import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROLE_HOME } from '@talentra/contract';
import { useClient } from '../../api/clients';
import { EditRecordPage, type EditRecordTexts } from '../../components/edit-record-page';
import type { Notice } from '../../components/notice-banner';
import { useIdParam } from '../../hooks/use-id-param';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { ClientContactsSection } from './client-contacts-section';
import { ClientEditForm } from './client-edit-form';
import { ClientOwnerSection } from './client-owner-section';

const TEXTS: Omit<EditRecordTexts, 'back'> = {
  title: 'Edit Client',
  missingId: 'Error: Missing client ID.',
  loading: 'Loading client...',
  notFound: 'Client not found',
  failed: 'Failed to load clients.',
};

/**
 * {dashboard}/clientformedit/:id: the Edit Client form as a page, with the client's contacts, for Bdm
 * (/businessdashboard) and Admin (/admindashboard, who also sets the client's owner: decision 297).
 */
export default function ClientEditPage() {
  usePageTitle('Edit Client');
  const navigate = useNavigate();
  const id = useIdParam();
  const client = useClient(id);
  const [notice, setNotice] = useState<Notice | null>(null);
  const role = useAuth().user?.user_role ?? 'Bdm';
  const clients = `${ROLE_HOME[role]}/clients`;

  return (
    <EditRecordPage
      texts={{ ...TEXTS, back: { to: clients, label: 'Back to Client List' } }}
      id={id}
      query={client}
      nameOf={(c) => c.company_name}
      notice={notice}
    >
      {(record) => (
        <>
          <ClientEditForm
            key={record.id}
            client={record}
            idPrefix="client-edit-page"
            onCancel={() => void navigate(clients)}
            onSaved={(_saved, message) => setNotice({ tone: 'success', title: message })}
          />
          {role === 'Admin' ? <ClientOwnerSection key={`owner-${record.id}`} client={record} /> : null}
          <ClientContactsSection clientId={record.id} canEdit={role === 'Admin' || role === 'Bdm'} />
        </>
      )}
    </EditRecordPage>
  );
}
