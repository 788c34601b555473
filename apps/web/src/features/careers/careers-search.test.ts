import { describe, expect, it } from 'vitest';
import { careersPagination, careersSearchParams, readCareersSearch } from './careers-search';

describe('careersPagination', () => {
  it('hides Previous/Next and the page label when everything fits on one page', () => {
    expect(careersPagination(1, 6, 6).showControls).toBe(false);
    expect(careersPagination(1, 0, 6)).toMatchObject({ showControls: false, totalPages: 1 });
  });

  it("shows 'Page X of Y' from the total once there is a second page", () => {
    expect(careersPagination(1, 7, 6)).toMatchObject({ showControls: true, totalPages: 2, label: 'Page 1 of 2' });
    expect(careersPagination(2, 14, 6).label).toBe('Page 2 of 3');
  });

  it('disables Previous on page 1 and Next on the last page', () => {
    expect(careersPagination(1, 14, 6)).toMatchObject({ previousDisabled: true, nextDisabled: false });
    expect(careersPagination(2, 14, 6)).toMatchObject({ previousDisabled: false, nextDisabled: false });
    expect(careersPagination(3, 14, 6)).toMatchObject({ previousDisabled: false, nextDisabled: true });
  });
});

describe('the careers URL', () => {
  it('reads keyword, location, industry and page, starting at page 1', () => {
    expect(readCareersSearch(new URLSearchParams('q=java&location=Pune&industry=IT&page=3'))).toEqual({
      q: 'java',
      location: 'Pune',
      industry: 'IT',
      page: 3,
    });
    expect(readCareersSearch(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readCareersSearch(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what is set and leaves page 1 out', () => {
    expect(careersSearchParams({ q: 'java', location: '', industry: '', page: 1 }).toString()).toBe('q=java');
    expect(careersSearchParams({ q: '', location: 'Pune', industry: 'IT', page: 2 }).toString()).toBe('location=Pune&industry=IT&page=2');
  });
});
