import { PagePlaceholder } from '../../components/page-placeholder';

/**
 * Placeholder for /staffing and /staffing/:id (the header menu links /Staffing/1, the footer
 * /Staffing). Replace this file with the real page.
 */
export default function StaffingPage() {
  return (
    <PagePlaceholder
      title="Staffing Services"
      description="Permanent staffing, contractual and contract-to-hire staffing, and executive search, in IT and non-IT."
    />
  );
}
