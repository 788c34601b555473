import { useParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder for /refer/:jobId: replace this file with the real Refer a Friend page. */
export default function ReferPage() {
  const { jobId } = useParams();
  return <PagePlaceholder title="Refer a Friend" description={`Refer a friend for job opening ${jobId ?? ''}.`.trim()} />;
}
