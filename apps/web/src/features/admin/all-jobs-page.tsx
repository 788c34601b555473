import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function AllJobsPage() {
  return <PagePlaceholder title="All Job List" variant="dashboard" />;
}
