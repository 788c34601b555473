import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SimilarJobs } from './similar-jobs';

describe('SimilarJobs (issue 46)', () => {
  it('lists the jobs the server sent as plain links to their pages, with location, industry and work mode', () => {
    render(
      <SimilarJobs
        jobs={[
          { job_id: 7, job_title: 'Data Engineer', job_location: 'Pune', type_of_industry: 'IT', work_mode: 'Remote' },
          { job_id: 9, job_title: 'Analyst', job_location: 'Pune', type_of_industry: 'Banking', work_mode: null },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Similar jobs' });
    expect(within(section).getByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/jobs/7');
    expect(within(section).getByText('Pune · IT · Remote')).toBeInTheDocument();
    expect(within(section).getByText('Pune · Banking')).toBeInTheDocument();
  });

  it('shows nothing when there are none', () => {
    const { container } = render(<SimilarJobs jobs={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
