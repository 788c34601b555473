import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fail, json } from '../../test/fake-api';
import type { Overview } from '../../api/stats';
import { AuthContext, type AuthValue } from '../../lib/session/auth-context';
import { StaffOverview } from './staff-overview';

const OVERVIEW: Overview = {
  clients: 6,
  positions: 41,
  candidates: 52,
  interviews_scheduled: 16,
  positions_without_candidates: 3,
  positions_closed: 2,
  project_status: { warning: 4, caution: 4, good: 8 },
};

type Handler = (path: string, query: URLSearchParams) => Response;
function api(handler: Handler) {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace('/backend/api/v1', '');
      seen.push(`${path}${url.search}`);
      return handler(path, url.searchParams);
    }),
  );
  return seen;
}
const page = (data: unknown[], meta: { page: number; per_page: number; total: number }) => json(200, { success: true, status: true, data, meta });

function renderOverview(role?: 'Admin' | 'Bdm') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const auth: AuthValue | null = role
    ? {
        status: 'signed-in',
        user: { id: 1, username: role, email: 'staff@example.com', user_role: role },
        restore: () => {},
        signIn: vi.fn(),
        signOut: vi.fn(),
      }
    : null;
  return render(
    <AuthContext value={auth}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <StaffOverview title="Admin Dashboard" />
        </MemoryRouter>
      </QueryClientProvider>
    </AuthContext>,
  );
}

const figure = (label: string) => {
  const card = screen.getByText(label).closest('li')!;
  return within(card).getByTestId('stat-value').textContent;
};

describe('StaffOverview', () => {
  beforeEach(() => {
    // counters show their final value at once: these tests are about the figures, not the motion
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
  });

  it('shows the six figures of one GET /stats/overview; only four cards open a modal', async () => {
    const seen = api((path) => (path === '/stats/overview' ? json(200, { success: true, status: true, data: OVERVIEW }) : fail(404, 'no')));
    renderOverview();
    await screen.findByText('No. of Clients');
    expect(figure('No. of Clients')).toBe('6');
    expect(figure('No. of Positions')).toBe('41');
    expect(figure('No. of Candidates')).toBe('52');
    expect(figure('Interviews Scheduled')).toBe('16');
    expect(figure('Positions without Candidates')).toBe('3');
    expect(figure('Positions Closed')).toBe('2');
    expect(seen).toEqual(['/stats/overview']);

    const cards = within(screen.getByRole('list', { name: 'Dashboard figures' }));
    expect(cards.getAllByRole('button').map((b) => b.textContent?.replace(/[\d,\s]+$/, ''))).toEqual([
      'No. of Clients',
      'No. of Positions',
      'No. of Candidates',
      'Positions Closed',
    ]);
  });

  it("opens 'Client Details' with its rows, pages with Next, and shows 'No data available' for an empty bucket", async () => {
    const seen = api((path, q) => {
      if (path === '/stats/overview') return json(200, { success: true, status: true, data: OVERVIEW });
      if (q.get('kind') === 'clients') {
        const p = Number(q.get('page'));
        const row = {
          id: p,
          company_name: `Company <b>${p}</b>`,
          email: `c${p}@example.com`,
          phone: '9800000000',
          website: 'https://c.example',
          location: 'Pune',
        };
        return page([row], { page: p, per_page: 10, total: 11 });
      }
      return page([], { page: 1, per_page: 10, total: 0 });
    });
    const user = userEvent.setup();
    renderOverview();
    await user.click(await screen.findByRole('button', { name: /^No\. of Clients/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Client Details' });
    // typed text stays text
    await within(dialog).findByText('Company <b>1</b>');
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Company Name', 'Email', 'Phone', 'Website']);
    expect(within(dialog).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Company <b>2</b>');
    expect(seen).toContain('/stats/details?kind=clients&page=2&per_page=10');

    await user.keyboard('{Escape}');
    // focus goes back to the card that opened the modal
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^No\. of Clients/ })));
    await user.click(screen.getByRole('button', { name: /^Warning/ }));
    const bucket = await screen.findByRole('dialog', { name: 'Warning' });
    await within(bucket).findByText('No data available');
    expect(within(bucket).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('on a narrow screen, a modal table that scrolls sideways is a named region keyboard users can focus', async () => {
    // the layout jsdom does not do: a table wider than the dialog (a 390 px phone)
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(589);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(318);
    try {
      api((path, q) => {
        if (path === '/stats/overview') return json(200, { success: true, status: true, data: OVERVIEW });
        const row = {
          id: 1,
          candidate_name: 'Asha Rao',
          email: 'asha@example.com',
          mobile_number: '9800000001',
          current_location: 'Pune',
          job_id: 1,
          job_title: 'QA',
        };
        return q.get('kind') === 'candidates' ? page([row], { page: 1, per_page: 10, total: 1 }) : fail(404, 'no');
      });
      const user = userEvent.setup();
      renderOverview();
      await user.click(await screen.findByRole('button', { name: /^No\. of Candidates/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Candidate Details' });
      await within(dialog).findByText('Asha Rao');
      const region = within(dialog).getByRole('region', { name: 'Candidate Details' });
      // Tab from Close (focused as the dialog opens) reaches the dialog's body, then the table
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(region);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says so when the figures cannot be loaded', async () => {
    api(() => fail(500, 'boom'));
    renderOverview();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to load dashboard statistics. Please try refreshing the page.'));
  });

  it("links each name of 'Candidate Details' to the profile for Admin, not for Bdm (issue 43)", async () => {
    api((path, q) => {
      if (path === '/stats/overview') return json(200, { success: true, status: true, data: OVERVIEW });
      if (q.get('kind') === 'candidates') {
        const row = {
          id: 9,
          candidate_name: 'Asha Rao',
          email: 'a@example.com',
          mobile_number: null,
          current_location: null,
          job_id: 1,
          job_title: 'QA',
        };
        return page([row], { page: 1, per_page: 10, total: 1 });
      }
      return page([], { page: 1, per_page: 10, total: 0 });
    });
    const user = userEvent.setup();
    const { unmount } = renderOverview('Admin');
    await user.click(await screen.findByRole('button', { name: /^No\. of Candidates/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Candidate Details' });
    expect(await within(dialog).findByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/candidates/9');
    unmount();
    renderOverview('Bdm');
    await user.click(await screen.findByRole('button', { name: /^No\. of Candidates/ }));
    const bdmDialog = await screen.findByRole('dialog', { name: 'Candidate Details' });
    await within(bdmDialog).findByText('Asha Rao');
    expect(within(bdmDialog).queryByRole('link', { name: 'Asha Rao' })).toBeNull();
  });
});
