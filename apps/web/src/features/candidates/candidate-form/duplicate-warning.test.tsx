import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fakeApi, ok } from '../../../test/fake-api';
import { DUPLICATE_CHECK_DELAY_MS, DuplicateWarning } from './duplicate-warning';

describe('DuplicateWarning', () => {
  it("shows 'Possible duplicate' with a link to the person's profile when the e-mail or phone is known", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls: string[] = [];
    fakeApi((path, _init, query) => {
      calls.push(`${path}?${query}`);
      return ok(
        query?.get('phone') === '9876543210'
          ? [{ id: 42, candidate_name: 'Riya Sharma', email: 'riya@mail.example', mobile_number: '9876543210', match: 'phone' }]
          : [],
      );
    });
    const { rerender } = render(
      <MemoryRouter>
        <DuplicateWarning email="riya@" phone="98765" samePersonAs={null} onAnswer={() => {}} />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DELAY_MS + 100));
    expect(calls).toEqual([]); // nothing asked while neither is complete
    rerender(
      <MemoryRouter>
        <DuplicateWarning email="riya@" phone="98765 43210" samePersonAs={null} onAnswer={() => {}} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Possible duplicate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Riya Sharma' })).toHaveAttribute('href', '/candidates/42');
    expect(calls).toEqual(['/candidates/duplicates?phone=9876543210']);
  });

  it('says an e-mail match is the same person (no question), and asks about a phone-only match; a new search drops a stale answer', async () => {
    fakeApi((_path, _init, query) =>
      ok(
        query?.get('email') === 'kiara@mail.example'
          ? [{ id: 42, candidate_name: 'Kiara Joshi', email: 'kiara@mail.example', mobile_number: '9876543210', match: 'email' }]
          : [{ id: 42, candidate_name: 'Kiara Joshi', email: 'kiara@mail.example', mobile_number: '9876543210', match: 'phone' }],
      ),
    );
    const answers: (number | null)[] = [];
    const view = (email: string, answer: number | null) => (
      <MemoryRouter>
        <DuplicateWarning email={email} phone="9876543210" samePersonAs={answer} onAnswer={(a) => answers.push(a)} />
      </MemoryRouter>
    );
    const { rerender } = render(view('kavya@mail.example', null));
    expect(await screen.findByText('Same phone number. Is this the same person?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Same person' }));
    expect(answers).toEqual([42]);
    rerender(view('kavya@mail.example', 42));
    expect(screen.getByRole('button', { name: 'Same person' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('This application will be added to their profile.')).toBeInTheDocument();

    rerender(view('kiara@mail.example', 42));
    expect(await screen.findByText('Same e-mail: this application will be added to their profile.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Same person' })).not.toBeInTheDocument();
    expect(answers.at(-1)).toBeNull(); // the e-mail decides: no answer is sent
  });

  it('shows nothing when nobody matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi(() => ok([]));
    render(
      <MemoryRouter>
        <DuplicateWarning email="new.person@mail.example" phone="" samePersonAs={null} onAnswer={() => {}} />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(DUPLICATE_CHECK_DELAY_MS + 100));
    expect(api).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Possible duplicate')).not.toBeInTheDocument();
  });
});
