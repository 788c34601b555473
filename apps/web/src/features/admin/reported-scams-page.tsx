import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ReportedScamsPage() {
  return <PagePlaceholder title="Reported Job Scams" variant="dashboard" />;
}
