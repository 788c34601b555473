import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ClientListPage() {
  return <PagePlaceholder title="Client List" variant="dashboard" />;
}
