import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './search-form';

describe('SearchForm', () => {
  it('is a search landmark with a labelled search box, its id, placeholder and hint', () => {
    render(<SearchForm id="job-search" label="Search jobs" placeholder="Title or client" hint="Any word" value="" onSearch={() => {}} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(box.id).toBe('job-search');
    expect(box).toHaveAttribute('placeholder', 'Title or client');
    expect(box).toHaveAttribute('aria-describedby', 'job-search-hint');
    expect(screen.getByText('Any word').id).toBe('job-search-hint');
  });

  it('searches the trimmed text on submit, by the button or Enter, and not while typing', async () => {
    const onSearch = vi.fn();
    render(<SearchForm label="Search clients" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search clients' });
    await userEvent.type(box, '  Acme ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('Acme');
    await userEvent.type(box, 'x{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Acme x');
  });

  it('shows the search in force and shows it again when it changes (Back, a link)', async () => {
    const { rerender } = render(<SearchForm label="Search candidates" value="java" onSearch={() => {}} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search candidates' });
    expect(box).toHaveValue('java');
    await userEvent.type(box, ' draft');
    rerender(<SearchForm label="Search candidates" value="python" onSearch={() => {}} />);
    expect(box).toHaveValue('python');
  });

  it('puts extra controls before the button and the rest after it', () => {
    render(
      <SearchForm label="Search jobs" value="" onSearch={() => {}} after={<a href="/export">Export CSV</a>}>
        <select aria-label="Status" />
      </SearchForm>,
    );
    const controls = [...screen.getByRole('search').querySelectorAll('input, select, button, a')].map((el) => el.tagName);
    expect(controls).toEqual(['INPUT', 'SELECT', 'BUTTON', 'A']);
  });
});
