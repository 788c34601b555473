import { describe, expect, it } from 'vitest';
import { careersHead, careersHref, careersPagination, careersSearchParams, NO_FILTERS, readCareersSearch } from './careers-search';

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
      work_mode: '',
      experience: '',
      page: 3,
    });
    expect(readCareersSearch(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readCareersSearch(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what is set and leaves page 1 out', () => {
    expect(careersSearchParams({ ...NO_FILTERS, q: 'java' }).toString()).toBe('q=java');
    expect(careersSearchParams({ ...NO_FILTERS, location: 'Pune', industry: 'IT', page: 2 }).toString()).toBe('location=Pune&industry=IT&page=2');
  });

  it('keeps the work mode and the experience band in the URL; an unknown band is no filter (issue 46)', () => {
    const search = readCareersSearch(new URLSearchParams('work_mode=Remote&experience=2-4'));
    expect(search).toMatchObject({ work_mode: 'Remote', experience: '2-4' });
    expect(careersHref(search)).toBe('/careers?work_mode=Remote&experience=2-4');
    expect(careersHead(search).title).toBe('Careers: Remote, 2–4 years');
    expect(readCareersSearch(new URLSearchParams('experience=3-7')).experience).toBe('');
  });
});
