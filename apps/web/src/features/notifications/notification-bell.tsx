import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Bell, CheckCheck, MapPin, X } from 'lucide-react';
import type { PriorityLevel } from '@talentra/contract';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications, type AppNotification } from '../../api/notifications';
import { cn } from '../../lib/cn';
import { badgeText, deadlineText, relativeTime } from './notification-format';

const PRIORITY_STYLES: Record<PriorityLevel, { badge: string; edge: string }> = {
  low: { badge: 'bg-slate-100 text-slate-800', edge: 'border-l-slate-400' },
  medium: { badge: 'bg-blue-100 text-blue-900', edge: 'border-l-blue-600' },
  high: { badge: 'bg-orange-100 text-orange-900', edge: 'border-l-orange-500' },
  urgent: { badge: 'bg-red-100 text-red-800', edge: 'border-l-red-600' },
};
const DEFAULT_PRIORITY: PriorityLevel = 'medium';
const MINUTE_MS = 60_000;

interface NotificationBellProps {
  /** 'BDM Team Tasks' on the business dashboard. */
  panelTitle: string;
  /** Badge cap: '9+' on the business dashboard, '99+' on the HR dashboard (staff-portal.md §4). */
  badgeCap: 9 | 99;
}

/**
 * The bell of the Bdm and Hrteam dashboards: a button naming the unread count, and a non-modal
 * dialog (Radix: Escape and an outside click close it, focus returns to the bell). The list is
 * refreshed every 180000 ms and whenever the panel opens; a failed fetch silently empties it
 * (staff-portal.md §8). Read state lives on the server, per user. The newest 25 are loaded, older
 * ones on 'Show older notifications'.
 */
export function NotificationBell({ panelTitle, badgeCap }: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useMinuteClock(open);

  const items = notifications.isError ? [] : (notifications.data?.items ?? []);
  const unread = notifications.isError ? 0 : (notifications.data?.unread ?? 0);
  const badge = badgeText(unread, badgeCap);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) void notifications.refetch();
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <div className="relative">
        <Dialog.Trigger
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications, none unread'}
          className="relative rounded-full border border-slate-200 bg-white p-2.5 text-ink-900 shadow-sm hover:bg-slate-50"
        >
          <Bell aria-hidden="true" className="size-6" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-xs font-bold text-white"
            >
              {badge}
            </span>
          ) : null}
        </Dialog.Trigger>

        <Dialog.Content
          aria-describedby={undefined}
          className="absolute top-full right-0 z-40 mt-2 flex max-h-[70vh] w-[26rem] max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
            <div>
              <Dialog.Title className="text-base font-semibold text-ink-900">{panelTitle}</Dialog.Title>
              <p className="text-xs text-ink-500">{unread > 0 ? `${unread} unread` : 'All caught up'}</p>
            </div>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => markAll.mutate()}
                disabled={unread === 0 || markAll.isPending}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-500 disabled:hover:bg-transparent"
              >
                <CheckCheck aria-hidden="true" className="size-4" />
                Mark all as read
              </button>
              <Dialog.Close aria-label="Close notifications" className="rounded-md p-1 text-ink-700 hover:bg-slate-100">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>

          {items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-ink-700">No notifications</p>
          ) : (
            <div className="overflow-y-auto">
              <ul aria-label={panelTitle} className="divide-y divide-slate-200">
                {items.map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} now={now} onRead={() => markRead.mutate(n.id)} />
                  </li>
                ))}
              </ul>
              {notifications.hasNextPage ? (
                <div className="border-t border-slate-200 px-4 py-3 text-center">
                  <button
                    type="button"
                    onClick={() => void notifications.fetchNextPage()}
                    disabled={notifications.isFetchingNextPage}
                    className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:text-ink-500"
                  >
                    {notifications.isFetchingNextPage ? 'Loading older notifications…' : 'Show older notifications'}
                  </button>
                </div>
              ) : null}
            </div>
          )}
        </Dialog.Content>
      </div>
    </Dialog.Root>
  );
}

function NotificationItem({ notification: n, now, onRead }: { notification: AppNotification; now: number; onRead: () => void }) {
  const priority = n.priority ?? n.taskData.priority ?? DEFAULT_PRIORITY;
  const style = PRIORITY_STYLES[priority] ?? PRIORITY_STYLES[DEFAULT_PRIORITY];
  return (
    <button
      type="button"
      onClick={() => {
        if (!n.read) onRead();
      }}
      className={cn('block w-full border-l-4 px-4 py-3 text-left hover:bg-slate-50', style.edge, n.read ? 'bg-white' : 'bg-brand-50')}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex min-w-0 items-center gap-2">
          {n.read ? null : <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-700" />}
          <span className="sr-only">{n.read ? 'Read: ' : 'Unread: '}</span>
          <span className={cn('text-sm text-ink-900', n.read ? 'font-medium' : 'font-bold')}>{n.title}</span>
        </span>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-bold uppercase', style.badge)}>{priority}</span>
      </span>
      <span className="mt-1 block text-sm break-words whitespace-pre-line text-ink-700">{n.message}</span>
      <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-500">
        {n.taskData.jobLocation ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {n.taskData.jobLocation}
          </span>
        ) : null}
        <span>{deadlineText(n.taskData.deadline)}</span>
        <time dateTime={n.time} className="ml-auto">
          {relativeTime(n.time, now)}
        </time>
      </span>
    </button>
  );
}

/** The current time, moved on every minute while the panel is open ('Just now' becomes '1 minute ago'). */
function useMinuteClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
