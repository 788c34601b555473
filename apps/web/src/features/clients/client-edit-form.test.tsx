import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import { sampleClient } from '../../test/samples';
import { ClientEditForm } from './client-edit-form';

const client = sampleClient({
  company_logo: '/backend/api/v1/clientforms/3/logo',
  company_logo_name: 'logo.png',
  sla_document: '/backend/api/v1/clientforms/3/sla',
  sla_document_name: 'sla.pdf',
});

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

function render(handler: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handler);
  const onSaved = vi.fn();
  renderRoutes([{ path: '/', element: <ClientEditForm client={client} onCancel={() => {}} onSaved={onSaved} /> }], '/');
  return { api, onSaved };
}

describe('ClientEditForm', () => {
  it('shows the stored logo and SLA through their access-checked links', () => {
    render(() => fail(404, 'x'));
    expect(screen.getByRole('link', { name: 'View current logo (logo.png)' })).toHaveAttribute('href', '/backend/api/v1/clientforms/3/logo');
    expect(screen.getByRole('link', { name: 'View current SLA (sla.pdf)' })).toHaveAttribute('href', '/backend/api/v1/clientforms/3/sla');
  });

  it('sends only the changed, non-blank fields and a newly chosen file, as POST ?_method=PUT', async () => {
    const { api, onSaved } = render(() =>
      json(200, { success: true, status: true, message: 'Client updated successfully!', data: { ...client, location: 'Mumbai' } }),
    );
    const user = userEvent.setup();
    await user.clear(input('Location'));
    await user.type(input('Location'), 'Mumbai');
    await user.type(input('Second Contact Name'), 'Ravi');
    await user.clear(input('Designation')); // blank: not sent, the stored value stays
    await user.upload(input('SLA Document'), new File(['%PDF-1.4'], 'new-sla.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Update Client' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ location: 'Mumbai' }), 'Client updated successfully!'));
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toBe('/backend/api/v1/clientforms/3?_method=PUT');
    expect(init!.method).toBe('POST');
    const body = init!.body as FormData;
    expect([...body.keys()]).toEqual(['location', 'contact_Name2', 'sla_document']);
    expect(body.get('location')).toBe('Mumbai');
  });

  it('requires the company name and judges only what is filled in', async () => {
    const { api } = render(() => fail(500, 'x'));
    const user = userEvent.setup({ applyAccept: false });
    await user.clear(input('Company Name'));
    await user.type(input('Second Contact Email'), 'not-an-email');
    await user.upload(input('SLA Document'), new File(['x'], 'sla.docx'));
    await user.click(screen.getByRole('button', { name: 'Update Client' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('SLA document must be a PDF file')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("lists a 422 under 'Validation Errors:' and says 'Failed to update client.' otherwise", async () => {
    let status = 422;
    render(() =>
      status === 422
        ? json(422, { success: false, status: false, message: 'Validation failed', errors: { website: ['Please enter a valid website URL'] } })
        : fail(500, 'boom'),
    );
    const user = userEvent.setup();
    await user.clear(input('Website'));
    await user.type(input('Website'), 'https://acme.example/careers');
    await user.click(screen.getByRole('button', { name: 'Update Client' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Errors:');
    expect(alert).toHaveTextContent('Website: Please enter a valid website URL');

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Update Client' }));
    expect(await screen.findByText('Failed to update client.')).toBeInTheDocument();
  });

  it('shows a duplicate name or GSTIN (409) on its field, which takes the focus', async () => {
    const taken = 'A client with this GSTIN already exists.';
    render(() => json(409, { success: false, status: false, message: taken, errors: { gst_number: [taken] } }));
    const user = userEvent.setup();
    await user.clear(input('GST Number'));
    await user.type(input('GST Number'), '29ABCDE1234F1Z5');
    await user.click(screen.getByRole('button', { name: 'Update Client' }));
    const gst = input('GST Number');
    await waitFor(() => expect(gst).toHaveAttribute('aria-invalid', 'true'));
    const errorId = gst
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId!)?.textContent).toBe(taken);
    expect(document.activeElement).toBe(gst);
    expect(screen.queryByText('Failed to update client.')).not.toBeInTheDocument();
  });
});
