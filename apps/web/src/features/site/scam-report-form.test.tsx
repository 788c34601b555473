import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_FILE_BYTES } from '@talentra/contract';
import { fakeApi, json } from '../../test/fake-api';
import { ScamReportForm } from './scam-report-form';
import { renderSite } from '../../test/site-test-utils';

const created = (message?: string) => json(201, { success: true, status: true, ...(message ? { message } : {}), data: { id: 7 } });
const pdf = (size = 100, name = 'proof.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

async function fill({ proof, agree = true }: { proof?: File; agree?: boolean } = {}) {
  const user = userEvent.setup({ applyAccept: false });
  await user.type(screen.getByLabelText(/^First Name/), 'Neel');
  await user.type(screen.getByLabelText(/^Last Name/), 'Shah');
  await user.type(screen.getByLabelText(/^Email/), 'neel@mail.example');
  await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
  await user.type(screen.getByLabelText(/^Describe the Issue/), 'They asked me for a registration fee.');
  if (proof) await user.upload(screen.getByLabelText(/^Proof/), proof);
  if (agree) for (const box of screen.getAllByRole('checkbox')) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
}

describe('ScamReportForm', () => {
  it('requires the five fields and both agreements, and sends nothing until they are given', async () => {
    const api = fakeApi(() => created());
    renderSite(<ScamReportForm headingId="x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('You must agree to privacy notice and terms.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("says 'You must agree to privacy notice and terms.' when only one box is ticked", async () => {
    const api = fakeApi(() => created());
    renderSite(<ScamReportForm headingId="x" />);
    await fill({ agree: false });
    await userEvent.setup().click(screen.getAllByRole('checkbox')[0]!);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('You must agree to privacy notice and terms.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a proof over 2 MB or of another type in the browser', async () => {
    const api = fakeApi(() => created());
    renderSite(<ScamReportForm headingId="x" />);
    await fill({ proof: pdf(MAX_FILE_BYTES + 1) });
    expect(await screen.findByText('Proof file must be 2 MB or smaller.')).toBeInTheDocument();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/^Proof/), pdf(10, 'virus.exe', 'application/x-msdownload'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText('Unsupported file type. Please upload a PDF, PNG, JPEG or WEBP file.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends multipart with the proof, shows the server message and clears the form', async () => {
    const api = fakeApi(() => created('Thanks, our team will look into it.'));
    renderSite(<ScamReportForm headingId="x" />);
    await fill({ proof: pdf(MAX_FILE_BYTES) });
    expect(await screen.findByText('Thanks, our team will look into it.')).toBeInTheDocument();
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toBe('/backend/api/v1/report-scam');
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('first_name')).toBe('Neel');
    expect(body.get('issue_description')).toBe('They asked me for a registration fee.');
    expect((body.get('proof_file') as File).name).toBe('proof.pdf');
    expect(body.has('agree_privacy')).toBe(false);
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it("falls back to 'Report submitted successfully!' and sends no proof field when none is chosen", async () => {
    const api = fakeApi(() => created());
    renderSite(<ScamReportForm headingId="x" />);
    await fill();
    expect(await screen.findByText('Report submitted successfully!')).toBeInTheDocument();
    expect((api.mock.calls[0]![1]?.body as FormData).has('proof_file')).toBe(false);
  });

  it("shows 'Failed to submit report. Please try again.' and the server's error under the proof field", async () => {
    fakeApi(() =>
      json(415, {
        success: false,
        status: false,
        message: 'Unsupported file type. Please upload a PDF, PNG, JPEG or WEBP file.',
        errors: { proof_file: ['The file is not what its name says.'] },
      }),
    );
    renderSite(<ScamReportForm headingId="x" />);
    await fill({ proof: pdf(50) });
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
    const fieldError = screen.getByText('The file is not what its name says.');
    expect(screen.getByLabelText(/^Proof/).getAttribute('aria-describedby')).toContain(fieldError.id);
  });

  it("shows 'Failed to submit report. Please try again.' when the network fails", async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSite(<ScamReportForm headingId="x" />);
    await fill();
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeInTheDocument();
  });

  it('a failure about no field takes focus to its message (issue 41)', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSite(<ScamReportForm headingId="x" />);
    await fill();
    const message = await screen.findByText('Failed to submit report. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('p')));
  });
});
