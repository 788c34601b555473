import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function NetworkPage() {
  return (
    <PagePlaceholder
      title="IT Network Design, Implementation & Support"
      description="Network design, implementation and support for growing companies."
    />
  );
}
