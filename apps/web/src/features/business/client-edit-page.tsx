import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder for /businessdashboard/clientformedit/:id: replace this file with the real client edit form. */
export default function ClientEditPage() {
  const { id } = useParams();
  return <PagePlaceholder title={`Edit Client ${id ?? ''}`.trim()} variant="dashboard" />;
}
