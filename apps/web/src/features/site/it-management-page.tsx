import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ItManagementPage() {
  return (
    <PagePlaceholder
      title="IT Hardware Asset Management"
      description="Audit as a service, on-site asset management support, and on-premises or cloud tools."
    />
  );
}
