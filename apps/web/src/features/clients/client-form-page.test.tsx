import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeApi, json } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import ClientFormPage from './client-form-page';

const PATH = '/businessdashboard/clientform-page';
const render = () => renderRoutes([{ path: PATH, element: <ClientFormPage /> }], PATH);

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'sla.pdf', { type: 'application/pdf' });

const VALID: Record<string, string> = {
  'Company Name': 'Acme Tools',
  Website: 'https://acme.example',
  'Company Email': 'hr@acme.example',
  'Company Phone': '9876543210',
  Location: 'Pune',
  'GST Number': '27ABCDE1234F1Z5',
  'Contact Name': 'Asha Rao',
  Designation: 'HR Manager',
  'Contact Email': 'asha@acme.example',
  'Contact Phone': '9876543211',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The label, with or without the required star. */
const labelled = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = labelled(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));
const errorOf = (label: string) => {
  const input = labelled(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};
const posts = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.filter(([url, init]) => String(url).includes('/clientforms') && init?.method === 'POST');

describe('Client Details form (CO FORM)', () => {
  it('says what is missing on an empty submit and sends nothing', async () => {
    const api = fakeApi(() => json(500, {}));
    render();
    const user = userEvent.setup();
    await submit(user);

    for (const label of [
      'Company Name',
      'Company Email',
      'Company Phone',
      'Location',
      'GST Number',
      'Contact Name',
      'Designation',
      'Contact Email',
      'Contact Phone',
    ]) {
      expect(errorOf(label), label).toBe('This field is required');
    }
    expect(errorOf('Website')).toBe('Website is required');
    expect(errorOf('Company Logo')).toBe('Company logo is required');
    expect(errorOf('SLA Document')).toBe('SLA document is required');
    // the optional second contact is not required
    expect(errorOf('Second Contact Name')).toBeUndefined();
    expect(posts(api)).toHaveLength(0);
  });

  it('checks the website, the e-mails, the phone length and the file types', async () => {
    const api = fakeApi(() => json(500, {}));
    render();
    const user = userEvent.setup({ applyAccept: false });
    await fill(user, { ...VALID, Website: 'not a site', 'Company Email': 'hr-at-acme', 'Contact Phone': '12345', 'Second Contact Email': 'nope' });
    await user.upload(labelled('Company Logo'), new File(['x'], 'logo.gif', { type: 'image/gif' }));
    await user.upload(labelled('SLA Document'), new File(['x'], 'sla.txt', { type: 'text/plain' }));
    await submit(user);

    expect(errorOf('Website')).toBe('Please enter a valid website URL');
    expect(errorOf('Company Email')).toBe('Please enter a valid email');
    expect(errorOf('Second Contact Email')).toBe('Please enter a valid email');
    expect(errorOf('Contact Phone')).toBe('Phone must be at least 10 digits');
    expect(errorOf('Company Logo')).toBe('Company logo must be a JPG, PNG or SVG image');
    expect(errorOf('SLA Document')).toBe('SLA document must be a PDF, DOC or DOCX file');
    expect(posts(api)).toHaveLength(0);
  });

  it('keeps only digits in the phone fields', async () => {
    fakeApi(() => json(500, {}));
    render();
    const user = userEvent.setup();
    await user.type(labelled('Company Phone'), '98-76 ab54(32)10');
    expect(labelled('Company Phone')).toHaveValue('9876543210');
  });

  it("sends the form with both files and says 'Form submitted successfully!'", async () => {
    const api = fakeApi((path, init) =>
      path === '/clientforms' && init.method === 'POST'
        ? json(201, { success: true, status: true, message: 'Form submitted successfully!', data: { id: 9, company_name: 'Acme Tools' } })
        : json(404, { success: false, status: false, message: 'Not found' }),
    );
    render();
    const user = userEvent.setup();
    await fill(user, VALID);
    await user.upload(labelled('Company Logo'), png());
    await user.upload(labelled('SLA Document'), pdf());
    await submit(user);

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Form submitted successfully!');
    const [, init] = posts(api)[0]!;
    const body = init!.body as FormData;
    expect(body.get('company_name')).toBe('Acme Tools');
    expect(body.get('contact_phone')).toBe('9876543211');
    expect((body.get('company_logo') as File).name).toBe('logo.png');
    expect((body.get('sla_document') as File).name).toBe('sla.pdf');
    // the optional second contact, left blank, is not sent
    expect(body.has('contact_Name2')).toBe(false);
    // the form is cleared for the next client
    expect(labelled('Company Name')).toHaveValue('');
  });

  it('shows the server field errors under each field and its message', async () => {
    fakeApi(() =>
      json(422, {
        success: false,
        status: false,
        message: 'Validation failed: Please enter a valid 15-character GSTIN',
        errors: { gst_number: ['Please enter a valid 15-character GSTIN', 'second'] },
      }),
    );
    render();
    const user = userEvent.setup();
    await fill(user, VALID);
    await user.upload(labelled('Company Logo'), png());
    await user.upload(labelled('SLA Document'), pdf());
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Validation failed: Please enter a valid 15-character GSTIN');
    expect(errorOf('GST Number')).toBe('Please enter a valid 15-character GSTIN');
  });

  it('shows a duplicate GSTIN (409) on the GST Number field, which takes the focus', async () => {
    const taken = 'A client with this GSTIN already exists.';
    fakeApi(() => json(409, { success: false, status: false, message: taken, errors: { gst_number: [taken] } }));
    render();
    const user = userEvent.setup();
    await fill(user, VALID);
    await user.upload(labelled('Company Logo'), png());
    await user.upload(labelled('SLA Document'), pdf());
    await submit(user);

    await waitFor(() => expect(errorOf('GST Number')).toBe(taken));
    expect(labelled('GST Number')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(labelled('GST Number'));
  });

  it('shows a duplicate company name (409) on the Company Name field, which takes the focus', async () => {
    const taken = 'A client with this company name already exists.';
    fakeApi(() => json(409, { success: false, status: false, message: taken, errors: { company_name: [taken] } }));
    render();
    const user = userEvent.setup();
    await fill(user, VALID);
    await user.upload(labelled('Company Logo'), png());
    await user.upload(labelled('SLA Document'), pdf());
    await submit(user);

    await waitFor(() => expect(errorOf('Company Name')).toBe(taken));
    expect(document.activeElement).toBe(labelled('Company Name'));
  });

  it("says 'Error submitting form. Please try again.' when the server cannot be reached", async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    render();
    const user = userEvent.setup();
    await fill(user, VALID);
    await user.upload(labelled('Company Logo'), png());
    await user.upload(labelled('SLA Document'), pdf());
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error submitting form. Please try again.')).toBeInTheDocument();
  });
});
