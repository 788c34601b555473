import { PagePlaceholder } from '../../components/page-placeholder';

/** Placeholder: replace this file with the real page. */
export default function PayrollPage() {
  return (
    <PagePlaceholder
      title="Payroll Services"
      description="Payroll processing, tax management, employee self-service, reporting and year-end services."
    />
  );
}
