import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client';
import type { StaffJob } from '../../api/jobs-staff';
import { closeErrorMessage, deleteErrorMessage, updateErrorNotice, updateSuccessNotice } from './job-messages';

const job = (over: Partial<StaffJob> = {}) => ({ no_of_positions: 2, is_active: true, status: 'open', is_visible: true, ...over }) as StaffJob;

describe('job list messages', () => {
  it("closing: the server's message, 'Unknown error' without one, and a network failure", () => {
    expect(closeErrorMessage(new ApiError(409, 'This job is already closed.'))).toBe('Failed to close job: This job is already closed.');
    expect(closeErrorMessage(new ApiError(500, ''))).toBe('Failed to close job: Unknown error');
    expect(closeErrorMessage(new ApiError(0, 'Network error'))).toBe('An error occurred while closing the job');
    expect(closeErrorMessage(new TypeError('boom'))).toBe('An error occurred while closing the job');
  });

  it('deleting: the server message or the generic one', () => {
    expect(deleteErrorMessage(new ApiError(404, 'Job not found'))).toBe('Failed to delete job: Job not found');
    expect(deleteErrorMessage(new ApiError(0, 'x'))).toBe('An error occurred while deleting the job');
  });
});

describe('job update messages', () => {
  it('says REOPENED with the position change and the career page when the server reopened the job', () => {
    const notice = updateSuccessNotice(job({ no_of_positions: 1 }), job({ no_of_positions: 3 }), {
      success: true,
      action: 'reopened',
      message: 'Job reopened automatically: positions raised from 1 to 3 (1 filled).',
    });
    expect(notice.title).toBe('Job updated and automatically REOPENED!');
    expect(notice.lines).toEqual(['Positions changed from 1 to 3.', 'The job is now visible on the career page.']);
  });

  it('says CLOSED with the server message when all positions are filled', () => {
    const notice = updateSuccessNotice(job(), job({ is_active: false, status: 'closed' }), {
      success: true,
      action: 'closed',
      message: 'Job closed automatically: all 1 position(s) are filled.',
    });
    expect(notice).toMatchObject({
      title: 'Job updated and automatically CLOSED!',
      lines: ['Job closed automatically: all 1 position(s) are filled.'],
    });
  });

  it("says 'Job updated successfully!' without an automatic action", () => {
    expect(updateSuccessNotice(job(), job(), null, 'Job updated successfully!').title).toBe('Job updated successfully!');
  });

  it("lists each field under 'Validation Failed' for a 422, otherwise 'Error: ...' or 'Update failed'", () => {
    expect(
      updateErrorNotice(new ApiError(422, 'Validation failed', { job_title: ['This field is required'], budget: ['Must be at least 0', 'x'] })),
    ).toEqual({
      tone: 'error',
      title: 'Validation Failed',
      lines: ['Job Title: This field is required', 'Budget: Must be at least 0, x'],
    });
    expect(updateErrorNotice(new ApiError(404, 'Job not found')).title).toBe('Error: Job not found');
    expect(updateErrorNotice(new Error('?')).title).toBe('Update failed');
  });
});
