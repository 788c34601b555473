import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CircleCheck } from 'lucide-react';
import { ApiError } from '../../api/api-client';
import { Alert } from './alert';
import { Pager, pageCount } from './pager';
import { applyServerErrors, isNetworkFailure, serverMessageOr } from './server-errors';

describe('Alert', () => {
  it('is an alert for a failure and a polite status for anything else', () => {
    render(
      <>
        <Alert>Failed to load.</Alert>
        <Alert tone="success">Saved.</Alert>
        <Alert tone="warning" role="alert">
          Job closed.
        </Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual(['Failed to load.', 'Job closed.']);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('renders the element asked for, with its id, extra classes and a hidden icon', () => {
    render(
      <Alert as="p" id="form-error" className="mt-6" icon={CircleCheck} tone="success" strong>
        Done
      </Alert>,
    );
    const box = screen.getByRole('status');
    expect(box.tagName).toBe('P');
    expect(box.id).toBe('form-error');
    expect(box.className).toContain('mt-6');
    expect(box.className).toContain('font-semibold');
    expect(box.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('inside a live region that is always there, has no role of its own; it can take focus', () => {
    const ref = createRef<HTMLElement>();
    render(
      <div role="status">
        <Alert tone="success" role={false} ref={ref} tabIndex={-1}>
          Sent.
        </Alert>
      </div>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    ref.current!.focus();
    expect(document.activeElement?.textContent).toBe('Sent.');
  });

  it('as a section named by its heading, is a region and not a live one', () => {
    render(
      <Alert as="section" role={false} size="panel" aria-labelledby="closed-title">
        <h2 id="closed-title">Job Closed</h2>
      </Alert>,
    );
    expect(screen.getByRole('region', { name: 'Job Closed' }).tagName).toBe('SECTION');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Pager', () => {
  it('says where we are and moves a page at a time, never before the first nor past the last', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager label="Job list pages" page={1} pages={3} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Job list pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pager label="Job list pages" page={3} pages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('without a page count, Next follows hasNext; busy holds both buttons', () => {
    const { rerender } = render(<Pager label="Candidate pages" page={2} hasNext={false} onPage={() => {}} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    rerender(<Pager label="Candidate pages" page={2} hasNext busy onPage={() => {}} summary="Page 2 (11–20)" />);
    expect(screen.getByText('Page 2 (11–20)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  });

  it('counts at least one page', () => {
    expect(pageCount({ total: 0, per_page: 10 })).toBe(1);
    expect(pageCount({ total: 21, per_page: 10 })).toBe(3);
  });
});

describe('applyServerErrors', () => {
  const error = new ApiError(422, 'Validation failed', { email: ['Email is taken', 'second'], unknown: ['?'], phone: [] });

  it('puts the first message of each known field under it and reports the rest', () => {
    const setError = vi.fn();
    const result = applyServerErrors(error, setError, ['email', 'phone'] as const);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email is taken' }, undefined);
    expect(result).toEqual({ shown: 1, unmatched: ['unknown', 'phone'] });
  });

  it('maps API names to form fields and focuses the first one when asked', () => {
    const setError = vi.fn();
    applyServerErrors(new ApiError(422, 'x', { a: ['A'], b: ['B'] }), setError, (f) => (f === 'a' ? 'first' : f === 'b' ? 'second' : undefined), {
      focus: true,
    });
    expect(setError.mock.calls).toEqual([
      ['first', { type: 'server', message: 'A' }, { shouldFocus: true }],
      ['second', { type: 'server', message: 'B' }, { shouldFocus: false }],
    ]);
  });

  it('does nothing for an error that is not an API answer', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new Error('boom'), setError, ['email'])).toEqual({ shown: 0, unmatched: [] });
    expect(setError).not.toHaveBeenCalled();
  });

  it('tells a network failure from an answer, and uses the server message only for a 4xx', () => {
    expect(isNetworkFailure(new ApiError(0, 'Network error'))).toBe(true);
    expect(isNetworkFailure(new Error('x'))).toBe(true);
    expect(isNetworkFailure(error)).toBe(false);
    expect(serverMessageOr(new ApiError(409, 'Already sent'), 'fallback')).toBe('Already sent');
    expect(serverMessageOr(new ApiError(500, 'Internal'), 'fallback')).toBe('fallback');
  });
});
