import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ClientFormPage() {
  return <PagePlaceholder title="Client Details Form" variant="dashboard" />;
}
