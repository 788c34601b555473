import { StaffOverview } from '../../../features/stats/staff-overview';
import { MyDayPanel } from '../../../features/my-day/my-day-panel';

/** /admindashboard: the six figures, Project Status and their modals (staff-portal.md §2 "Admin dashboard"), then My day (issue 43). */
export default function AdminOverviewPage() {
  return (
    <div className="space-y-8">
      <StaffOverview title="Admin Dashboard" />
      <MyDayPanel canSetStallDays />
    </div>
  );
}
