import { StaffCandidateForm } from '../../../features/candidates/candidate-form/staff-candidate-form';

/** /hrteamdashboard/candidateform-page (staff-portal.md §2 "Hrteam HR candidate form"). */
export default function HrCandidateFormPage() {
  return <StaffCandidateForm homePath="/hrteamdashboard/positions" homeLabel="Back to Positions" />;
}
