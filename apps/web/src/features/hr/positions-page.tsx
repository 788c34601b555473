import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function PositionsPage() {
  return <PagePlaceholder title="All Positions" variant="dashboard" />;
}
