import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder for /jobs/:id: replace this file with the real job detail page. */
export default function JobDetailPage() {
  const { id } = useParams();
  return <PagePlaceholder title="Job Details" description={`Details of job opening ${id ?? ''}.`.trim()} />;
}
