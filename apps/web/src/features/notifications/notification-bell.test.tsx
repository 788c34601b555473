import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fail, json } from '../../test/fake-api';
import type { AppNotification } from '../../api/notifications';
import { NotificationBell } from './notification-bell';

function notification(id: number, over: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    type: 'task_assignment',
    priority: 'high',
    title: `Recruitment: Job ${id}`,
    message: `Task message ${id}`,
    time: new Date().toISOString(),
    read: false,
    taskData: {
      taskId: id,
      assignedTo: 'bdm@example.com',
      jobTitle: `Job ${id}`,
      jobLocation: 'Pune',
      deadline: null,
      priority: 'high',
      userId: 2,
      jobId: id,
      teamRole: 'Bdm',
    },
    ...over,
  };
}

/** A tiny server: GET /notifications answers `list` 25 a page as the real one does (or fails), the read calls mark it. */
function server(list: AppNotification[], options: { failList?: boolean } = {}) {
  const state = { list: list.map((n) => ({ ...n })), failList: options.failList ?? false };
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/backend/api/v1', '');
      calls.push(`${init.method ?? 'GET'} ${path}${url.search}`);
      if (path === '/notifications') {
        if (state.failList) return fail(500, 'down');
        const page = Number(url.searchParams.get('page') ?? 1);
        return json(200, {
          success: true,
          status: true,
          data: state.list.slice((page - 1) * 25, page * 25),
          meta: { page, per_page: 25, total: state.list.length },
          unread_count: state.list.filter((n) => !n.read).length,
        });
      }
      const one = /^\/notifications\/(\d+)\/read$/.exec(path);
      if (one) state.list = state.list.map((n) => (n.id === Number(one[1]) ? { ...n, read: true } : n));
      if (path === '/notifications/read-all') state.list = state.list.map((n) => ({ ...n, read: true }));
      return json(200, { success: true, status: true, data: null });
    }),
  );
  return { state, calls };
}

function renderBell(badgeCap: 9 | 99 = 9) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationBell panelTitle="BDM Team Tasks" badgeCap={badgeCap} />
    </QueryClientProvider>,
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it("names the unread count and caps the business badge at '9+'", async () => {
    server(Array.from({ length: 12 }, (_, i) => notification(i + 1)));
    renderBell(9);
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, 12 unread'));
    expect(screen.getByTestId('notification-badge').textContent).toBe('9+');
  });

  it("shows '99+' on the HR badge when over 99 and the number up to 99", async () => {
    const { state } = server(Array.from({ length: 100 }, (_, i) => notification(i + 1)));
    const view = renderBell(99);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('99+'));
    state.list[0]!.read = true;
    view.unmount();
    renderBell(99);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('99'));
  });

  it('opens the panel (refreshing it), marks one read on the server, and closes with Escape', async () => {
    const { calls } = server([notification(1), notification(2, { read: true, taskData: { ...notification(2).taskData, deadline: null } })]);
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, 1 unread'));

    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'BDM Team Tasks' });
    expect(calls.filter((c) => c === 'GET /notifications').length).toBe(2); // on mount and on opening
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Unread: ');
    expect(items[0]!.textContent).toContain('Just now');
    expect(items[0]!.textContent).toContain('No deadline');
    expect(items[0]!.textContent).toContain('high');

    await user.click(within(items[0]!).getByRole('button'));
    expect(calls).toContain('POST /notifications/1/read');
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, none unread'));
    expect(within(panel).getAllByRole('listitem')[0]!.textContent).toContain('Read: ');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(bell());
  });

  it("'Mark all as read' marks every notification", async () => {
    const { calls } = server([notification(1), notification(2), notification(3)]);
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, 3 unread'));
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(calls).toContain('POST /notifications/read-all');
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, none unread'));
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the newest 25, then the next 25 on 'Show older notifications'; 'Mark all as read' reads the pages not loaded", async () => {
    const { calls } = server(Array.from({ length: 30 }, (_, i) => notification(30 - i)));
    const user = userEvent.setup();
    renderBell(99);
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, 30 unread'));
    await user.click(bell());
    const panel = screen.getByRole('dialog', { name: 'BDM Team Tasks' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(25));
    expect(calls.filter((c) => c.startsWith('GET /notifications?page=')).length).toBe(0); // the first page asks for none

    await user.click(within(panel).getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(30));
    expect(calls).toContain('GET /notifications?page=2');
    expect(within(panel).getAllByRole('listitem')[29]!.textContent).toContain('Recruitment: Job 1');
    expect(within(panel).queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, none unread'));
    expect(
      within(panel)
        .getAllByRole('listitem')
        .every((li) => li.textContent!.includes('Read: ')),
    ).toBe(true);
  });

  it('silently empties the list when the fetch fails', async () => {
    const { state } = server([notification(1)]);
    const user = userEvent.setup();
    renderBell();
    await waitFor(() => expect(bell()).toHaveAttribute('aria-label', 'Notifications, 1 unread'));
    state.failList = true;
    await user.click(bell()); // opening refreshes: the refresh fails
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByText('No notifications')).toBeInTheDocument());
    expect(bell()).toHaveAttribute('aria-label', 'Notifications, none unread');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
