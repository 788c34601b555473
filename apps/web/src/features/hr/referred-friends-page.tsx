import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ReferredFriendsPage() {
  return <PagePlaceholder title="Referred Friends" variant="dashboard" />;
}
