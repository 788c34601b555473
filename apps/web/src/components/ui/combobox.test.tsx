import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

const JOBS: ComboboxOption[] = [
  { value: '1', label: 'QA Engineer (Acme)' },
  { value: '2', label: 'Data Engineer (Beta)' },
  { value: '3', label: 'Designer (Acme) · closed' },
];

/** A caller like the search page's: it answers each term from a fixed list, at once. */
function Harness({
  initial = '',
  valueLabel,
  searching,
  delayMs = 5,
  onChange = () => undefined,
  onSearch = () => undefined,
  ...more
}: {
  initial?: string;
  valueLabel?: string;
  searching?: boolean;
  delayMs?: number;
  onChange?: (value: string) => void;
  onSearch?: (term: string) => void;
} & Pick<ComboboxProps, 'minChars' | 'required' | 'error' | 'hint' | 'messages'>) {
  const [value, setValue] = useState(initial);
  const [term, setTerm] = useState<string | null>(null);
  const options = term === null ? [] : JOBS.filter((o) => o.label.toLowerCase().includes(term.toLowerCase()));
  return (
    <>
      <Combobox
        {...more}
        label="Job"
        placeholder="Any job"
        value={value}
        valueLabel={valueLabel}
        searching={searching}
        delayMs={delayMs}
        options={options}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        onSearch={(t) => {
          setTerm(t);
          onSearch(t);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Job' }) as HTMLInputElement;
const status = () => screen.getByRole('status').textContent;

describe('Combobox', () => {
  it('is a labelled combobox that controls a listbox, closed until asked', async () => {
    render(<Harness />);
    const input = box();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const listId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listId)?.getAttribute('role')).toBe('listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(input);
    const list = await screen.findByRole('listbox', { name: 'Job' });
    expect(list.id).toBe(listId);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => [o.textContent, o.getAttribute('aria-selected')]),
    ).toEqual([
      ['QA Engineer (Acme)', 'false'],
      ['Data Engineer (Beta)', 'false'],
      ['Designer (Acme) · closed', 'false'],
    ]);
    expect(status()).toBe('3 matches');
  });

  it('moves through the matches with the arrow keys, picks one with Enter and shows it in the box', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = box();
    await userEvent.type(input, 'engineer');
    const options = await screen.findAllByRole('option');
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(options[0]!.textContent).toBe('QA Engineer (Acme)');

    await userEvent.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(first!.getAttribute('aria-selected')).toBe('true');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(first!.getAttribute('aria-selected')).toBe('false');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowDown}'); // past the last: back to the first
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowUp}'); // before the first: the last
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(input).toHaveValue('Data Engineer (Beta)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(input);
  });

  it('closes with Escape, keeping the text; a second Escape puts the choice back', async () => {
    const onChange = vi.fn();
    render(<Harness initial="1" valueLabel="QA Engineer (Acme)" onChange={onChange} />);
    const input = box();
    expect(input).toHaveValue('QA Engineer (Acme)');
    await userEvent.clear(input);
    await userEvent.type(input, 'design');
    await screen.findByRole('option', { name: 'Designer (Acme) · closed' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('design');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('QA Engineer (Acme)');
    // ArrowDown opens it again, on the choice: every match, none active yet
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks the server once the typing stops, and says it is searching meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    render(<Harness delayMs={300} onSearch={onSearch} />);
    // (Testing Library's async helpers wait on a real timer, so this test types with fireEvent)
    for (const text of ['q', 'qa', 'qa ', 'qa e']) {
      fireEvent.change(box(), { target: { value: text } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    expect(status()).toBe('Searching…');
    expect(screen.getByText('Searching…', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(199));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['qa e']]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['QA Engineer (Acme)']);
    expect(status()).toBe('1 match');
    // an emptied box asks at once for the first few: there is no typing to wait for
    fireEvent.change(box(), { target: { value: '' } });
    expect(onSearch.mock.calls).toEqual([['qa e'], ['']]);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it("says 'No matches' when nothing matches, and 'Searching…' while the caller is still answering", async () => {
    const { rerender } = render(<Harness />);
    await userEvent.type(box(), 'zzz');
    await vi.waitFor(() => expect(status()).toBe('No matches'));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No matches', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    rerender(<Harness searching />);
    expect(status()).toBe('Searching…');
  });

  it('picks with the mouse, and the ✕ button empties the box and gives it focus', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear Job' })).not.toBeInTheDocument();
    await userEvent.click(box());
    await userEvent.click(await screen.findByRole('option', { name: 'QA Engineer (Acme)' }));
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(box()).toHaveValue('QA Engineer (Acme)');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Job' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box()).toHaveValue('');
    expect(document.activeElement).toBe(box());
    expect(screen.queryByRole('button', { name: 'Clear Job' })).not.toBeInTheDocument();
  });

  it('forgets typed text it was not given a choice for when focus leaves', async () => {
    render(<Harness initial="2" valueLabel="Data Engineer (Beta)" />);
    await userEvent.clear(box());
    await userEvent.type(box(), 'qa');
    await screen.findByRole('option', { name: 'QA Engineer (Acme)' });
    await userEvent.tab(); // to the clear button
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box()).toHaveValue('Data Engineer (Beta)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('below minChars asks nothing and keeps the list shut; from there on it searches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSearch = vi.fn();
    render(<Harness minChars={3} onSearch={onSearch} />);
    await user.type(box(), 'qa');
    await act(() => vi.advanceTimersByTimeAsync(50)); // well past the 5 ms pause
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(status()).toBe('');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box(), ' e');
    expect(await screen.findByRole('option', { name: 'QA Engineer (Acme)' })).toBeInTheDocument();
    expect(onSearch.mock.calls).toEqual([['qa e']]);
  });

  it('a required box with an error: asterisk, aria-required, aria-invalid, the error line described after the hint', () => {
    render(<Harness required hint="Type part of the title." error="Choose a job" />);
    const input = box();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Type part of the title.', 'Choose a job']);
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it("says the caller's messages, and shows an option's description under its label", async () => {
    const messages = { failed: 'Broken', searching: 'Looking', none: 'Nobody', found: (n: number) => `${n} found` };
    function Described() {
      return (
        <Combobox
          label="Person"
          value=""
          onChange={() => undefined}
          onSearch={() => undefined}
          delayMs={5}
          messages={messages}
          options={[{ value: '7', label: 'Riya Sharma', description: 'ri•••@mail.example' }]}
        />
      );
    }
    render(<Described />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Person' }));
    const option = await screen.findByRole('option');
    expect(option.textContent).toBe('Riya Sharmari•••@mail.example');
    expect(screen.getByText('ri•••@mail.example')).toBeInTheDocument();
    expect(status()).toBe('1 found');
  });
});
