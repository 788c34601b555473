import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function BusinessOverviewPage() {
  return <PagePlaceholder title="Business Dashboard" variant="dashboard" />;
}
