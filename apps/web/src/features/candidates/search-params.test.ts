import { describe, expect, it } from 'vitest';
import { readSearch, toggleSort, writeSearch } from './search-params';

describe('candidate search URL', () => {
  it('reads the defaults from an empty URL: newest first, page 1', () => {
    expect(readSearch(new URLSearchParams())).toEqual({ sort: 'applied', dir: 'desc', page: 1 });
  });

  it('round-trips filters, sort and page, and leaves defaults out', () => {
    const s = readSearch(new URLSearchParams('q=asha&stage=screening&job_id=4&sort=name&page=3'));
    expect(s).toEqual({ q: 'asha', stage: 'screening', job_id: '4', sort: 'name', dir: 'asc', page: 3 });
    expect(writeSearch(s).toString()).toBe('q=asha&job_id=4&stage=screening&sort=name&page=3');
    expect(writeSearch(readSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('ignores an unknown sort and a broken page', () => {
    expect(readSearch(new URLSearchParams('sort=salary&page=abc'))).toEqual({ sort: 'applied', dir: 'desc', page: 1 });
  });

  it('a header click sorts by that column ascending, a second click descending, and goes back to page 1', () => {
    const first = toggleSort({ sort: 'applied', dir: 'desc', page: 4 }, 'email');
    expect(first).toEqual({ sort: 'email', dir: 'asc', page: 1 });
    expect(toggleSort(first, 'email')).toEqual({ sort: 'email', dir: 'desc', page: 1 });
  });
});
