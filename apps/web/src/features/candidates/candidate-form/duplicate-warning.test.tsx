import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeApi, ok } from '../../../test/fake-api';
import { DuplicateWarning } from './duplicate-warning';

describe('DuplicateWarning', () => {
  it("shows 'Possible duplicate' with a link to the person's profile when the e-mail or phone is known", async () => {
    const calls: string[] = [];
    fakeApi((path, _init, query) => {
      calls.push(`${path}?${query}`);
      return ok(
        query?.get('phone') === '9876543210'
          ? [{ id: 42, candidate_name: 'Riya Sharma', email: 'riya@mail.example', mobile_number: '9876543210' }]
          : [],
      );
    });
    const { rerender } = render(
      <MemoryRouter>
        <DuplicateWarning email="riya@" phone="98765" />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(calls).toEqual([]); // nothing asked while neither is complete
    rerender(
      <MemoryRouter>
        <DuplicateWarning email="riya@" phone="98765 43210" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Possible duplicate')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Riya Sharma' }).getAttribute('href')).toBe('/candidates/42');
    expect(calls).toEqual(['/candidates/duplicates?phone=9876543210']);
  });

  it('shows nothing when nobody matches', async () => {
    fakeApi(() => ok([]));
    render(
      <MemoryRouter>
        <DuplicateWarning email="new.person@mail.example" phone="" />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByText('Possible duplicate')).toBeNull();
  });
});
