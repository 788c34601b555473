import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATE_KEYS, MAIL_TEMPLATE_LABELS, MAIL_TEMPLATE_PLACEHOLDERS, type MailTemplate } from '@talentra/contract';
import { fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import MailTemplatesPage from './mail-templates-page';

const DEFAULT = 'Dear {{candidate_name}},\n\nThank you for applying for {{job_title}}.';
const template = (key: (typeof MAIL_TEMPLATE_KEYS)[number], over: Partial<MailTemplate> = {}): MailTemplate => ({
  key,
  label: MAIL_TEMPLATE_LABELS[key],
  subject: `Subject of ${key}`,
  body: DEFAULT,
  default_body: DEFAULT,
  customised: false,
  updated_at: null,
  placeholders: MAIL_TEMPLATE_PLACEHOLDERS[key].map((name) => ({ name, description: MAIL_PLACEHOLDERS[name] })),
  ...over,
});

function serve() {
  const calls: { path: string; body: unknown }[] = [];
  let stored = MAIL_TEMPLATE_KEYS.map((k) => template(k));
  fakeApi((path, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (init.method && init.method !== 'GET') calls.push({ path, body });
    if (path === '/mail-templates' && init.method === 'PUT') {
      stored = stored.map((t) => (t.key === body.key ? { ...t, body: body.body, customised: true, updated_at: '2026-11-29T01:00:00.000Z' } : t));
      return json(200, { success: true, status: true, message: 'Template saved.', data: stored.find((t) => t.key === body.key) });
    }
    if (path === '/mail-templates/reset') {
      stored = stored.map((t) => (t.key === body.key ? template(t.key) : t));
      return json(200, { success: true, status: true, message: 'Template reset to the default text.', data: template(body.key) });
    }
    if (path === '/mail-templates/preview')
      return ok({ subject: 'We received your application', text: body.body.replace('{{candidate_name}}', 'Asha Verma'), html: '' });
    if (path === '/mail-templates') return ok(stored);
    return json(404, { success: false, status: false, message: 'Not found.' });
  });
  return calls;
}

const render = () => renderRoutes([{ path: '/t', element: <MailTemplatesPage /> }], '/t');

describe('MailTemplatesPage', () => {
  it('shows a template with its fixed subject and placeholders; refuses an unknown placeholder before asking the server', async () => {
    const calls = serve();
    render();
    const user = userEvent.setup();
    const text = await screen.findByLabelText(/Text of the e-mail/);
    expect(text).toHaveValue(DEFAULT);
    expect(screen.getByText('Subject of application_received')).toBeInTheDocument();
    expect(screen.getByText('{{candidate_name}}')).toBeInTheDocument();
    await user.clear(text);
    await user.click(text);
    await user.paste('Hello {{salary}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(/Unknown placeholder \{\{salary\}\}/)).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('previews, saves and resets the chosen template', async () => {
    const calls = serve();
    render();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Template'), 'candidate_rejected');
    expect(screen.getByRole('heading', { name: 'Rejection' })).toBeInTheDocument();
    const text = screen.getByLabelText(/Text of the e-mail/);
    await user.clear(text);
    await user.click(text);
    await user.paste('Sorry {{candidate_name}}.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Sorry Asha Verma.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ path: '/mail-templates', body: { key: 'candidate_rejected', body: 'Sorry {{candidate_name}}.' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rejection (edited)' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText('Template reset to the default text.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Text of the e-mail/)).toHaveValue(DEFAULT);
  }, 20_000);
});
