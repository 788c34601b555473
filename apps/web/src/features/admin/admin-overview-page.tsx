import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function AdminOverviewPage() {
  return <PagePlaceholder title="Admin Dashboard" variant="dashboard" />;
}
