import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function ServicesPage() {
  return (
    <PagePlaceholder
      title="Our Services"
      description="Staffing, payroll, IT hardware asset management and IT network services from Talentra Staffing Solutions."
    />
  );
}
