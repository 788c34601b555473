import { StaffOverview } from '../../../features/stats/staff-overview';

/** /admindashboard: the six figures, Project Status and their modals (staff-portal.md §2 "Admin dashboard"). */
export default function AdminOverviewPage() {
  return <StaffOverview title="Admin Dashboard" />;
}
