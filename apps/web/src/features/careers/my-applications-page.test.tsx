import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { APPLICANT_MSG, type MyApplication } from '@talentra/contract';
import { fail, fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import MyApplicationsPage from './my-applications-page';

const routes: RouteObject[] = [{ path: '/my-applications', element: <MyApplicationsPage /> }];
const TOKEN = 'a'.repeat(43);
const ACCESS = 'b'.repeat(43);

const application = (overrides: Partial<MyApplication> = {}): MyApplication => ({
  id: 7,
  job_id: 3,
  job_title: 'Senior Accountant',
  applied_at: '2026-11-20T10:00:00.000Z',
  stage: 'interview',
  stage_label: 'Interview on 3 Dec 10:00',
  interview: { id: 11, starts_at: '2026-12-03T04:30:00.000Z', when: '3 Dec 2026, 10:00' },
  resume_name: 'cv.pdf',
  can_withdraw: true,
  ...overrides,
});
const page = (applications: MyApplication[]) => ({ email: 'riya@mail.example', expires_at: '2026-11-29T02:30:00.000Z', applications });

// typing and the page's requests take a while on a busy machine
const SLOW = 20_000;

describe('MyApplicationsPage', () => {
  afterEach(() => sessionStorage.clear());

  it(
    'asks for the e-mail and says the same for any address',
    async () => {
      const api = fakeApi((path) =>
        path === '/my-applications/link'
          ? json(200, { success: true, status: true, data: null, message: APPLICANT_MSG.linkSent })
          : fail(404, 'Not found'),
      );
      renderRoutes(routes, '/my-applications');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email'), 'Riya@Mail.example');
      await user.click(screen.getByRole('button', { name: 'Send me a link' }));
      expect((await screen.findByRole('status')).textContent).toBe(APPLICANT_MSG.linkSent);
      expect(JSON.parse(String(api.mock.calls[0]![1]?.body))).toEqual({ email: 'Riya@Mail.example' });
    },
    SLOW,
  );

  it(
    'opens the link once, lists each stage in the candidate’s words and withdraws',
    async () => {
      const api = fakeApi((path, init) => {
        const body = JSON.parse(String(init.body ?? '{}')) as Record<string, string>;
        if (path === '/my-applications/open')
          return body.token === TOKEN ? ok({ access: ACCESS, expires_at: '2026-11-29T02:30:00.000Z' }) : fail(422, 'bad');
        if (path === '/my-applications/view')
          return ok(page([application(), application({ id: 8, job_title: 'Cashier', stage: 'received', stage_label: 'Received', interview: null })]));
        if (path === '/my-applications/7/withdraw')
          return json(200, {
            success: true,
            status: true,
            message: APPLICANT_MSG.withdrawn,
            data: application({ stage: 'withdrawn', stage_label: 'Withdrawn', interview: null, can_withdraw: false }),
          });
        return fail(404, 'Not found');
      });
      renderRoutes(routes, `/my-applications#${TOKEN}`);
      const list = await screen.findByRole('list', { name: 'Your applications' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards[0]!.textContent).toContain('Interview on 3 Dec 10:00');
      expect(cards[1]!.textContent).toContain('Received');
      expect(within(cards[0]!).getByRole('button', { name: 'Add the interview to my calendar (.ics)' })).toBeInTheDocument();
      // the token left the address bar; the page's token is what the calls carry
      expect(window.location.hash).toBe('');
      expect(sessionStorage.getItem('talentra.my-applications')).toBe(ACCESS);

      const user = userEvent.setup();
      await user.click(within(cards[0]!).getByRole('button', { name: 'Withdraw application' }));
      await user.click(within(cards[0]!).getByRole('button', { name: 'Yes, withdraw' }));
      expect((await screen.findByText(APPLICANT_MSG.withdrawn)).textContent).toBe(APPLICANT_MSG.withdrawn);
      expect(cards[0]!.textContent).toContain('Withdrawn');
      const withdraw = api.mock.calls.find(([url]) => String(url).includes('/withdraw'))!;
      expect(JSON.parse(String(withdraw[1]?.body))).toEqual({ access: ACCESS });
    },
    SLOW,
  );

  it(
    'a used or expired link says so and offers a new one',
    async () => {
      fakeApi(() => json(422, { success: false, status: false, message: 'Validation failed', errors: { token: [APPLICANT_MSG.linkInvalid] } }));
      renderRoutes(routes, `/my-applications#${TOKEN}`);
      expect((await screen.findByRole('alert')).textContent).toBe(APPLICANT_MSG.linkInvalid);
      expect(screen.getByRole('button', { name: 'Send me a link' })).toBeInTheDocument();
    },
    SLOW,
  );
});
