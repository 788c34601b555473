import { NotificationBell } from '../../../features/notifications/notification-bell';
import { HrOverview } from '../../../features/stats/hr-overview';
import { MyDayPanel } from '../../../features/my-day/my-day-panel';

/** /hrteamdashboard: the HR figures and Position Details, with the notification bell (staff-portal.md §2 "Hrteam dashboard"), then My day (issue 43). */
export default function HrOverviewPage() {
  return (
    <div className="space-y-8">
      <HrOverview actions={<NotificationBell panelTitle="Notifications" badgeCap={99} />} />
      <MyDayPanel />
    </div>
  );
}
