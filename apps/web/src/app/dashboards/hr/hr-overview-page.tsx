import { NotificationBell } from '../../../features/notifications/notification-bell';
import { HrOverview } from '../../../features/stats/hr-overview';

/** /hrteamdashboard: the HR figures and Position Details, with the notification bell (staff-portal.md §2 "Hrteam dashboard"). */
export default function HrOverviewPage() {
  return <HrOverview actions={<NotificationBell panelTitle="Notifications" badgeCap={99} />} />;
}
