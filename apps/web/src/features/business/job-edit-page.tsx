import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder for /businessdashboard/formedit/:id: replace this file with the real job edit form. */
export default function JobEditPage() {
  const { id } = useParams();
  return <PagePlaceholder title={`Edit Job ${id ?? ''}`.trim()} variant="dashboard" />;
}
