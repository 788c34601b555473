import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function TaskAssignPage() {
  return <PagePlaceholder title="Assign Recruitment Task to Team Member" variant="dashboard" />;
}
