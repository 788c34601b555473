import { describe, expect, it } from 'vitest';
import type { StaffJob } from '../../api/hiring';
import { sampleStaffJob } from '../../test/samples';
import { groupPositions } from '@talentra/contract';
import { candidateStatusPath, filterGroups, matchJobs, positionTotals } from './position-groups';

let nextId = 1;
/** A job without the figure: the contract says the server always sends one; the screen still counts 1. */
const NO_FIGURE = null as unknown as number;
const job = (overrides: Partial<StaffJob> = {}): StaffJob =>
  sampleStaffJob({
    job_id: nextId++,
    job_title: 'Java Developer',
    client_name: 'Acme',
    no_of_positions: 1,
    is_active: true,
    status: 'open',
    created_at: '2026-01-10T10:00:00.000Z',
    auto_close_reason: null,
    ...overrides,
  });
const closed = (overrides: Partial<StaffJob> = {}) => job({ is_active: false, status: 'closed', ...overrides });

describe('groupPositions', () => {
  it('makes one card per job title and client, never mixing two clients', () => {
    const groups = groupPositions([job({ client_name: 'Acme' }), job({ client_name: 'Globex' }), job({ client_name: 'acme ' })]);
    expect(groups.map((g) => [g.title, g.clientName, g.totalJobs])).toEqual([
      ['Java Developer', 'Acme', 2],
      ['Java Developer', 'Globex', 1],
    ]);
  });

  it('sums no_of_positions, counting 1 for a job without a value', () => {
    const [group] = groupPositions([job({ no_of_positions: 3 }), job({ no_of_positions: NO_FIGURE }), job({ no_of_positions: undefined })]);
    expect(group?.count).toBe(5);
  });

  it('is Active when all jobs are active, Closed when none is, Mixed when both', () => {
    const groups = groupPositions([
      job({ job_title: 'A' }),
      job({ job_title: 'A' }),
      closed({ job_title: 'B', auto_close_reason: 'All positions filled' }),
      job({ job_title: 'C' }),
      closed({ job_title: 'C' }),
      closed({ job_title: 'C' }),
    ]);
    const byTitle = Object.fromEntries(groups.map((g) => [g.title, g]));
    expect(byTitle.A).toMatchObject({ status: 'Active', isActive: true, activeJobs: 2, closedJobs: 0 });
    expect(byTitle.B).toMatchObject({ status: 'Closed', isActive: false, autoCloseReason: 'All positions filled' });
    expect(byTitle.C).toMatchObject({ status: 'Mixed', isActive: true, activeJobs: 1, closedJobs: 2 });
  });

  it('treats is_active false or status closed as closed, and a paused job as active', () => {
    const groups = groupPositions([
      job({ job_title: 'P', status: 'paused' }),
      job({ job_title: 'S', status: 'closed' }),
      closed({ job_title: 'I', status: 'open' }),
    ]);
    expect(Object.fromEntries(groups.map((g) => [g.title, g.status]))).toEqual({ P: 'Active', S: 'Closed', I: 'Closed' });
  });

  it('sorts active (and Mixed) first, then by position count, largest first', () => {
    const groups = groupPositions([
      closed({ job_title: 'Closed big', no_of_positions: 50 }),
      job({ job_title: 'Small', no_of_positions: 1 }),
      job({ job_title: 'Mixed', no_of_positions: 2 }),
      closed({ job_title: 'Mixed', no_of_positions: 2 }),
      job({ job_title: 'Big', no_of_positions: 9 }),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Big', 'Mixed', 'Small', 'Closed big']);
  });

  it('keeps the earliest creation date and leaves out jobs without a title', () => {
    const groups = groupPositions([
      job({ created_at: '2026-03-01T00:00:00Z' }),
      job({ created_at: '2026-01-01T00:00:00Z' }),
      job({ job_title: '  ' }),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.createdAt).toBe('2026-01-01T00:00:00Z');
  });
});

describe('filterGroups and positionTotals', () => {
  const groups = groupPositions([
    job({ job_title: 'React Developer', client_name: 'Acme' }),
    closed({ job_title: 'QA Engineer', client_name: 'Globex' }),
    job({ job_title: 'Data Analyst', client_name: 'Globex' }),
    closed({ job_title: 'Data Analyst', client_name: 'Globex' }),
  ]);

  it('counts Mixed as active', () => {
    expect(positionTotals(groups)).toEqual({ total: 3, active: 2, closed: 1 });
  });

  it('filters by the toggles and by title or client, ignoring case', () => {
    const all = { search: '', showActive: true, showClosed: true };
    expect(filterGroups(groups, { ...all, showClosed: false }).map((g) => g.title)).toEqual(['Data Analyst', 'React Developer']);
    expect(filterGroups(groups, { ...all, showActive: false }).map((g) => g.title)).toEqual(['QA Engineer']);
    expect(filterGroups(groups, { ...all, search: 'GLOBEX' }).map((g) => g.title)).toEqual(['Data Analyst', 'QA Engineer']);
    expect(filterGroups(groups, { ...all, search: 'react' }).map((g) => g.title)).toEqual(['React Developer']);
    expect(filterGroups(groups, { search: 'react', showActive: false, showClosed: true })).toEqual([]);
  });
});

describe('candidateStatusPath', () => {
  it('URL-encodes the title and the client', () => {
    expect(candidateStatusPath('C++ / Qt Dev', 'R&D Labs')).toBe('/hrteamdashboard/candidatestatus/C%2B%2B%20%2F%20Qt%20Dev?client=R%26D%20Labs');
  });
});

describe('matchJobs', () => {
  const acmeReact = job({ job_title: 'React Developer', client_name: 'Acme' });
  const acmeSenior = job({ job_title: 'Senior React Developer', client_name: 'Acme' });
  const globexReact = job({ job_title: 'React Developer', client_name: 'Globex' });
  const jobs = [acmeReact, acmeSenior, globexReact];

  it('matches title and client without case, and only that client when a client is given', () => {
    expect(matchJobs(jobs, 'react developer', 'ACME')).toEqual([acmeReact]);
    expect(matchJobs(jobs, 'React Developer', 'Globex')).toEqual([globexReact]);
  });

  it('prefers exact titles, and falls back to a substring match in either direction', () => {
    expect(matchJobs(jobs, 'Senior React', 'Acme')).toEqual([acmeSenior]);
    // the URL's title contains both job titles
    expect(matchJobs(jobs, 'Senior React Developer (Remote)', 'Acme')).toEqual([acmeReact, acmeSenior]);
  });

  it('never mixes two clients, even on a loose client match', () => {
    const matched = matchJobs(jobs, 'React Developer', 'e');
    expect(new Set(matched.map((j) => j.client_name)).size).toBe(1);
  });

  it('matches nothing without a title', () => {
    expect(matchJobs(jobs, '  ', 'Acme')).toEqual([]);
  });
});
