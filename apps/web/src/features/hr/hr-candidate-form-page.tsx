import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function HrCandidateFormPage() {
  return <PagePlaceholder title="Add Candidate" variant="dashboard" />;
}
