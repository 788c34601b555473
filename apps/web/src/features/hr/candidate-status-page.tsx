import { useParams, useSearchParams } from 'react-router';
import { PagePlaceholder } from '../../components/page-placeholder';

/**
 * Placeholder for /hrteamdashboard/candidatestatus and /hrteamdashboard/candidatestatus/:jobTitle?client=...
 * (both values URL-encoded; react-router decodes the path parameter). Replace this file with the real page.
 */
export default function CandidateStatusPage() {
  const { jobTitle } = useParams();
  const [search] = useSearchParams();
  const client = search.get('client');
  return (
    <PagePlaceholder title={jobTitle ? `Candidate Status: ${jobTitle}` : 'Select a Position'} variant="dashboard">
      {client ? <p className="text-ink-700">Client: {client}</p> : null}
    </PagePlaceholder>
  );
}
