import { StaffCandidateForm } from '../../../features/candidates/candidate-form/staff-candidate-form';

/**
 * /admindashboard/candidateform-page (staff-portal.md §2 "Admin candidate form"): the staff candidate
 * form; Back and the redirect after success go to the Admin overview.
 */
export default function AdminCandidateFormPage() {
  return <StaffCandidateForm homePath="/admindashboard" homeLabel="Back to Dashboard" />;
}
