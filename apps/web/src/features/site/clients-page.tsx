import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ClientsPage() {
  return <PagePlaceholder title="Our Clients" description="The companies and sectors Talentra Staffing Solutions serves." />;
}
