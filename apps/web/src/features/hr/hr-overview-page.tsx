import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function HrOverviewPage() {
  return <PagePlaceholder title="HR Team Dashboard" variant="dashboard" />;
}
