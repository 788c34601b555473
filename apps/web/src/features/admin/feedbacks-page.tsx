import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function FeedbacksPage() {
  return <PagePlaceholder title="Contact Feedbacks" variant="dashboard" />;
}
