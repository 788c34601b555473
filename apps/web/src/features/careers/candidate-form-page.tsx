import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function CandidateFormPage() {
  return <PagePlaceholder title="Apply for a Job" description="Send your application and resume for an open position." />;
}
