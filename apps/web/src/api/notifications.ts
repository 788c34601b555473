import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_REFRESH_MS, type AppNotification } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { AppNotification };

export interface NotificationList {
  items: AppNotification[];
  unread: number;
}

export const notificationKeys = { all: ['notifications'] as const };

/**
 * GET /notifications, refreshed every 180000 ms (staff-portal.md §7 "Polling"). The read state is
 * kept per user on the server (api.md), not in local storage.
 */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const body = await apiFetch<AppNotification[], { unread_count?: number }>('/notifications', { signal });
      return { items: body.data, unread: body.unread_count ?? body.data.filter((n) => !n.read).length };
    },
    refetchInterval: NOTIFICATION_REFRESH_MS,
    staleTime: 0,
  });
}

/** Marks in the cache first so the badge reacts at once; the server's answer then settles it. */
function useReadMutation<V>(send: (vars: V) => Promise<unknown>, mark: (n: AppNotification, vars: V) => boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const before = queryClient.getQueryData<NotificationList>(notificationKeys.all);
      if (before) {
        const items = before.items.map((n) => (!n.read && mark(n, vars) ? { ...n, read: true } : n));
        const newlyRead = items.filter((n, i) => n.read && !before.items[i]!.read).length;
        queryClient.setQueryData<NotificationList>(notificationKeys.all, { items, unread: Math.max(0, before.unread - newlyRead) });
      }
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST /notifications/{id}/read */
export function useMarkNotificationRead() {
  return useReadMutation(
    (id: number) => apiFetch(`/notifications/${id}/read`, { method: 'POST' }),
    (n, id) => n.id === id,
  );
}

/** POST /notifications/read-all */
export function useMarkAllNotificationsRead() {
  return useReadMutation(
    (_: void) => apiFetch('/notifications/read-all', { method: 'POST' }),
    () => true,
  );
}
