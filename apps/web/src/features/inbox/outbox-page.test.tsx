import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_MSG, type OutboxMail, type OutboxMailDetail } from '@talentra/contract';
import { fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import OutboxPage from './outbox-page';
import { NO_MAIL_SERVER_NOTE } from './outbox-labels';

const mail = (id: number, over: Partial<OutboxMail> = {}): OutboxMail => ({
  id,
  kind: 'application_received',
  to_address: `person${id}@mail.example`,
  subject: `Subject ${id}`,
  status: 'queued',
  attempts: 0,
  created_at: '2026-11-24T10:00:00.000Z',
  sent_at: null,
  last_error: null,
  ...over,
});

const RESET: OutboxMailDetail = {
  ...mail(42, { kind: 'password_reset', to_address: 'kim@example.com', subject: 'Reset your Talentra Staffing Solutions staff password' }),
  text_body: 'Hello,\n\nChoose a new password: http://127.0.0.1:3000/reset-password?token=abc123\n\n—\nTalentra Staffing Solutions',
  html_body: '<!doctype html><html><body><p>Hello,</p><script>parent.hacked = true</script></body></html>',
  resend_pending: false,
  attachments: [],
};

interface Options {
  configured?: boolean;
  total?: number;
  resend?: () => Response;
  /** What GET /outbox/42 says of a copy waiting to be sent. */
  pending?: () => boolean;
  /** The files GET /outbox/42 says the mail carries. */
  attachments?: OutboxMailDetail['attachments'];
}

function serve({ configured = false, total = 45, resend, pending, attachments = [] }: Options = {}) {
  const listed: URLSearchParams[] = [];
  const api = fakeApi((path, init, query) => {
    if (path === '/outbox') {
      listed.push(query!);
      const page = Number(query?.get('page') ?? 1);
      const status = query?.get('status');
      const rows =
        status === 'failed'
          ? [mail(7, { status: 'failed', attempts: 12, last_error: 'connect ECONNREFUSED' })]
          : page === 1
            ? [RESET, mail(41), mail(40)].map((m) => mail(m.id, m))
            : [mail(20, { subject: 'An older mail' })];
      return json(200, {
        success: true,
        status: true,
        data: rows,
        meta: { page, per_page: 20, total: status === 'failed' ? 1 : total },
        mail_server_configured: configured,
      });
    }
    if (path === '/outbox/42') return ok({ ...RESET, resend_pending: pending?.() ?? false, attachments });
    if (path === '/outbox/42/resend' && init.method === 'POST')
      return resend?.() ?? json(201, { success: true, status: true, data: mail(43), message: 'The mail is queued to be sent again.' });
    return json(404, { success: false, status: false, message: 'Not found.' });
  });
  return { api, listed };
}

const render = () => renderRoutes([{ path: '/o', element: <OutboxPage /> }], '/o');
const table = () => screen.getByRole('table');

describe('OutboxPage', () => {
  it('lists the mails newest first, as the server sends them, and says mails are kept here when no mail server is configured', async () => {
    serve();
    render();
    expect(await screen.findByText(NO_MAIL_SERVER_NOTE)).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Reset your Talentra Staffing Solutions staff password',
      'Subject 41',
      'Subject 40',
    ]);
    expect(within(rows[0]!).getByText('Password reset')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 (1–20 of 45)')).toBeInTheDocument();
  });

  it('has no such note when a mail server is configured', async () => {
    serve({ configured: true });
    render();
    await screen.findByText('Subject 41', { selector: 'td' });
    expect(screen.queryByText(NO_MAIL_SERVER_NOTE)).not.toBeInTheDocument();
  });

  it('filters by status and pages through the server', async () => {
    const { listed } = serve();
    render();
    const user = userEvent.setup();
    await screen.findByText('Subject 41', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('An older mail', { selector: 'td' })).toBeInTheDocument();
    expect(listed.at(-1)?.get('page')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByText('Failed', { selector: 'span' })).toBeInTheDocument();
    expect(within(table()).getByText('12 attempts')).toBeInTheDocument();
    expect(listed.at(-1)?.get('status')).toBe('failed');
    expect(listed.at(-1)?.get('page')).toBe('1'); // a new filter starts at its first page
    expect(screen.getByText('Page 1 of 1 (1–1 of 1)')).toBeInTheDocument();
  });

  it('opens a mail: headers and plain text as text, the HTML version only in a sandboxed frame', async () => {
    serve();
    render();
    const user = userEvent.setup();
    // the table on wide screens, a card on narrow ones: both are in the document
    await user.click(
      (
        await screen.findAllByRole('button', { name: 'Open the mail “Reset your Talentra Staffing Solutions staff password” to kim@example.com' })
      )[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Talentra Staffing Solutions staff password' });
    expect(await within(dialog).findByText('kim@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Not yet')).toBeInTheDocument(); // Sent
    expect(within(dialog).getByText(/reset-password\?token=abc123/).tagName).toBe('PRE');
    expect(within(dialog).queryByText('Attachments')).toBeNull(); // none
    expect(dialog.querySelector('iframe')).toBeNull(); // not until asked for
    expect(dialog.querySelector('script')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Show the HTML version' }));
    const frame = within(dialog).getByTitle('HTML version of the mail') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', RESET.html_body);
    expect(frame).not.toHaveAttribute('src');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("names a mail's attachments (an interview's .ics)", async () => {
    serve({ attachments: [{ filename: 'interview-12.ics', content_type: 'text/calendar; charset=utf-8; method=REQUEST' }] });
    render();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /^Open the mail “Reset your/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reset your Talentra Staffing Solutions staff password' });
    expect(await within(dialog).findByText('interview-12.ics')).toBeInTheDocument();
    expect(within(dialog).getByText('Attachments')).toBeInTheDocument();
  });

  it('resends a mail and says it is queued; a refusal is shown too', async () => {
    let refuse = false;
    const { api } = serve({
      resend: () =>
        refuse
          ? json(404, { success: false, status: false, message: 'Mail not found' })
          : json(201, { success: true, status: true, data: mail(43), message: 'The mail is queued to be sent again.' }),
    });
    render();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /^Open the mail “Reset/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('kim@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('The mail is queued to be sent again.');
    expect(api.mock.calls.filter(([url, init]) => String(url).endsWith('/outbox/42/resend') && init?.method === 'POST')).toHaveLength(1);

    refuse = true;
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Mail not found'));
  });

  it('holds Resend back while the mail or a copy of it waits to be sent, and says why', async () => {
    serve({ pending: () => true });
    render();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /^Open the mail “Reset/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('kim@example.com');
    const resend = within(dialog).getByRole('button', { name: 'Resend' });
    expect(resend).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(MAIL_MSG.resendAlreadyQueued)).toBeInTheDocument();
    expect(resend).toHaveAttribute('aria-describedby', within(dialog).getByText(MAIL_MSG.resendAlreadyQueued).id);
  });

  it('after a resend, Resend stays disabled: the copy now waits', async () => {
    let waiting = false;
    const { api } = serve({
      pending: () => waiting,
      resend: () => {
        waiting = true;
        return json(201, { success: true, status: true, data: mail(43), message: 'The mail is queued to be sent again.' });
      },
    });
    render();
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /^Open the mail “Reset/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('kim@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('The mail is queued to be sent again.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Resend' })).toHaveProperty('disabled', true));
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(api.mock.calls.filter(([url, init]) => String(url).endsWith('/outbox/42/resend') && init?.method === 'POST')).toHaveLength(1);
  });
});
