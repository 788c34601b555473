import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATION_REFRESH_MS, type AppNotification } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { AppNotification };

/** One page of the bell as the server answers it: newest first, 25 at a time. */
interface NotificationPage {
  items: AppNotification[];
  unread: number;
  total: number;
}

export interface NotificationList {
  items: AppNotification[];
  /** The caller's unread count over the whole team list, not only the pages loaded. */
  unread: number;
}

export const notificationKeys = { all: ['notifications'] as const };

type Pages = InfiniteData<NotificationPage, number>;

/**
 * GET /notifications, refreshed every 180000 ms (staff-portal.md §7 "Polling"). The read state is
 * kept per user on the server (api.md), not in local storage. The bell loads the newest 25 and the
 * next 25 on 'Show older notifications' (decision 157): every open dashboard polls this, so each
 * poll carries one page, not the team's whole list.
 */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal, pageParam }): Promise<NotificationPage> => {
      // unread_count counts the whole team list (a page's own unread would undercount)
      const body = await apiFetch<AppNotification[], { unread_count: number }>('/notifications', {
        query: { page: pageParam > 1 ? pageParam : undefined },
        signal,
      });
      return { items: body.data, unread: body.unread_count, total: body.meta?.total ?? body.data.length };
    },
    initialPageParam: 1,
    getNextPageParam: (last, all, lastPage) => (last.items.length > 0 && loaded(all) < last.total ? lastPage + 1 : undefined),
    select: (data): NotificationList => ({ items: uniqueItems(data.pages), unread: data.pages[0]?.unread ?? 0 }),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    staleTime: 0,
  });
}

const loaded = (pages: NotificationPage[]) => pages.reduce((n, p) => n + p.items.length, 0);

/** A notification assigned between two pages' fetches shifts the list: one seen twice is shown once. */
function uniqueItems(pages: NotificationPage[]): AppNotification[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items.filter((n) => !seen.has(n.id) && seen.add(n.id)));
}

/**
 * Marks in the cache first so the badge reacts at once; the server's answer then settles it.
 * `marked`: the notification a call marks read, or 'all' ('Mark all as read', the pages not loaded too).
 */
function useReadMutation<V>(send: (vars: V) => Promise<unknown>, marked: (vars: V) => number | 'all') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const before = queryClient.getQueryData<Pages>(notificationKeys.all);
      if (before) {
        const which = marked(vars);
        // a notification seen on two pages is one notification
        const wasUnread = new Set(
          before.pages.flatMap((p) => p.items.filter((n) => !n.read && (which === 'all' || n.id === which)).map((n) => n.id)),
        );
        const pages = before.pages.map((p) => ({
          items: p.items.map((n) => (wasUnread.has(n.id) ? { ...n, read: true } : n)),
          unread: which === 'all' ? 0 : Math.max(0, p.unread - wasUnread.size),
          total: p.total,
        }));
        queryClient.setQueryData<Pages>(notificationKeys.all, { ...before, pages });
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
    (id) => id,
  );
}

/** POST /notifications/read-all */
export function useMarkAllNotificationsRead() {
  return useReadMutation(
    (_: void) => apiFetch('/notifications/read-all', { method: 'POST' }),
    () => 'all',
  );
}
