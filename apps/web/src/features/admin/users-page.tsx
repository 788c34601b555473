import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function UsersPage() {
  return <PagePlaceholder title="Users" variant="dashboard" />;
}
