import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fail, fakeApi, json } from '../../test/fake-api';
import { FeedbackForm } from './feedback-form';
import { renderSite } from '../../test/site-test-utils';

const created = (message?: string) =>
  json(201, { success: true, status: true, ...(message ? { message } : {}), data: { id: 1, created_at: '2026-01-01T00:00:00Z' } });

async function fillAndSend(values: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'message', string>> = {}) {
  const user = userEvent.setup();
  const v = { first: 'Asha', last: 'Rao', email: 'asha@mail.example', phone: '98765 43210', message: 'Hello there', ...values };
  if (v.first) await user.type(screen.getByLabelText(/^First Name/), v.first);
  if (v.last) await user.type(screen.getByLabelText(/^Last Name/), v.last);
  if (v.email) await user.type(screen.getByLabelText(/^Email/), v.email);
  if (v.phone) await user.type(screen.getByLabelText(/^Phone Number/), v.phone);
  if (v.message) await user.type(screen.getByLabelText(/^Message/), v.message);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('FeedbackForm', () => {
  it('has the five fields with the input types of the spec and a 4-row message', () => {
    renderSite(<FeedbackForm headingId="x" />);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '4');
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Phone Number/, /^Message/]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('says every field is required and sends nothing when the form is empty', async () => {
    const api = fakeApi(() => created());
    renderSite(<FeedbackForm headingId="x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(api).not.toHaveBeenCalled();
  });

  it("reads 'Submitting...' and is disabled while sending, then shows the server message and clears the form", async () => {
    const answer = deferred<Response>();
    const api = fakeApi(() => answer.promise);
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    answer.resolve(created('Thank you, we will be in touch.'));
    expect(await screen.findByText('Thank you, we will be in touch.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('');
    const [url, init] = api.mock.calls[0]!;
    expect(String(url)).toBe('/backend/api/v1/submit-feedback');
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@mail.example',
      phone_number: '9876543210',
      message: 'Hello there',
    });
  });

  it("falls back to 'Feedback submitted successfully!' when the answer has no message", async () => {
    fakeApi(() => created());
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    expect(await screen.findByText('Feedback submitted successfully!')).toBeInTheDocument();
  });

  it("shows the server's field errors under each field and its message", async () => {
    fakeApi(() =>
      json(422, { success: false, status: false, message: 'Validation failed', errors: { email: ['This e-mail is not accepted', 'second'] } }),
    );
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    const fieldError = await screen.findByText('This e-mail is not accepted');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toContain(fieldError.id);
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Validation failed');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello there'); // kept for a retry
  });

  it("shows 'Failed to submit feedback.' when the server fails without a readable message", async () => {
    fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    expect(await screen.findByText('Failed to submit feedback.')).toBeInTheDocument();
  });

  it('shows the server message of a refused request, e.g. the rate limit', async () => {
    fakeApi(() => fail(429, 'Too many requests. Please try again later.'));
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });

  it("shows 'Something went wrong. Please try again.' when the network fails", async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument());
  });

  it('a failure about no field takes focus to its message; a field error to its field (issue 41)', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSite(<FeedbackForm headingId="x" />);
    await fillAndSend();
    const message = await screen.findByText('Something went wrong. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(message.closest('p')));
  });

  it('an empty form focuses its first field', async () => {
    fakeApi(() => created());
    renderSite(<FeedbackForm headingId="x" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
  });
});
