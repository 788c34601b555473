import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function RecruitmentFormPage() {
  return <PagePlaceholder title="Client Requirement Form" variant="dashboard" />;
}
