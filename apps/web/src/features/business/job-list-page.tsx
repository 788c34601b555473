import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function JobListPage() {
  return <PagePlaceholder title="Job List" variant="dashboard" />;
}
