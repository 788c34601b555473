import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fail, fakeApi, json } from '../../test/fake-api';
import ReferredFriendsPage from './referred-friends-page';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ReferredFriendsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const joined = {
  id: 1,
  candidate_id: 7,
  candidate_name: 'Riya Sharma',
  candidate_email: 'riya@mail.example',
  job_id: 3,
  job_title: 'Data Analyst',
  job_location: 'Hyderabad',
  client_name: 'BlueLotus',
  friend_name: 'Kabir Das',
  friend_contact: '98765 43210',
  friend_email: 'kabir@mail.example',
  preferred_company: null,
  date_referred: '2026-02-03T10:00:00Z',
};
const orphan = {
  id: 2,
  candidate_id: 8,
  job_id: 4,
  friend_name: '<b>Zoya</b>',
  friend_contact: '9123456780',
  friend_email: null,
  preferred_company: 'Globex',
};

describe('ReferredFriendsPage', { timeout: 20_000 }, () => {
  it('lists referrals with links, fallbacks for missing joins, and the server totals', async () => {
    fakeApi(() => json(200, { success: true, status: true, data: [joined, orphan], meta: { page: 1, per_page: 25, total: 2 }, with_email_count: 1 }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Referred Friends (2)' })).toBeInTheDocument();
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(first!).getByRole('link', { name: 'kabir@mail.example' })).toHaveAttribute('href', 'mailto:kabir@mail.example');
    expect(within(first!).getByText('riya@mail.example')).toBeInTheDocument();
    // the referring candidate's profile, when their record is there (issue 43); none for a missing one
    expect(within(first!).getByRole('link', { name: 'Riya Sharma' })).toHaveAttribute('href', '/candidates/7');
    expect(within(first!).getAllByText('-')).toHaveLength(1); // no preferred company

    // visitor text shown as text, never as HTML
    expect(within(second!).getByText('<b>Zoya</b>')).toBeInTheDocument();
    for (const text of ['Candidate ID: 8', 'Job ID: 4', 'Location Not Available', 'Company Not Available', 'Globex']) {
      expect(within(second!).getByText(text)).toBeInTheDocument();
    }
    expect(within(second!).getByText('-')).toBeInTheDocument(); // no email
    expect(within(second!).queryByRole('link', { name: 'Candidate ID: 8' })).toBeNull();

    expect(screen.getByText('Total Referrals:').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('With Email:').nextElementSibling?.textContent).toBe('1');
    // a phone reads each friend as a card with the same links (issue 43; CSS shows one or the other)
    const cards = within(screen.getByRole('list', { name: 'Referred friends, newest first' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'kabir@mail.example' })).toHaveAttribute('href', 'mailto:kabir@mail.example');
  });

  it('says when there is no referral', async () => {
    fakeApi(() => json(200, { success: true, status: true, data: [], meta: { page: 1, per_page: 25, total: 0 }, with_email_count: 0 }));
    renderPage();
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
  });

  it('shows Error Loading Data and loads again on Retry', async () => {
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls === 1
        ? fail(500, 'Failed to load referrals')
        : json(200, { success: true, status: true, data: [joined], meta: { page: 1, per_page: 25, total: 1 }, with_email_count: 1 });
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error Loading Data')).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('table')).getByText('Kabir Das')).toBeInTheDocument();
  });

  it('pages through the server', async () => {
    const pages: string[] = [];
    const api = fakeApi(() =>
      json(200, { success: true, status: true, data: [joined], meta: { page: 1, per_page: 25, total: 30 }, with_email_count: 9 }),
    );
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    for (const [url] of api.mock.calls) pages.push(new URL(String(url), 'http://x').searchParams.get('page') ?? '');
    expect(pages).toEqual(['1', '2']);
  });
});
