import { StaffOverview } from '../../../features/stats/staff-overview';
import { NotificationBell } from '../../../features/notifications/notification-bell';

/** /businessdashboard: the Admin overview plus the bell with the 'BDM Team Tasks' panel (staff-portal.md §2). */
export default function BusinessOverviewPage() {
  return <StaffOverview title="Business Dashboard" actions={<NotificationBell panelTitle="BDM Team Tasks" badgeCap={9} />} />;
}
