import { describe, expect, it } from 'vitest';
import { formatPackage, isJobClosed, isJobVisible, maskEmail, projectStatusBucket } from './rules.js';
import { ApplicationConsentSchema, FeedbackSchema, JobCreateSchema, ReferralSchema } from './schemas.js';
import { PRIVACY_MSG, PRIVACY_NOTICE_VERSION } from './privacy.js';

describe('projectStatusBucket (api.md "Dashboard figures": first match wins)', () => {
  it.each([
    ['Immediate', 'warning'],
    ['immediate joiner, 15 days ok', 'warning'],
    ['15 to 30 days', 'good'],
    ['1 month', 'good'],
    ['30 days', 'good'],
    ['More than 1 month', 'good'],
    ['10 days', 'caution'],
    ['15 days', 'caution'],
    ['2 weeks', 'good'],
    ['', 'good'],
  ])('%s → %s', (notice, bucket) => expect(projectStatusBucket(notice)).toBe(bucket));
});

describe('isJobVisible', () => {
  const open = { deleted_at: null, is_active: 1, status: 'open', no_of_positions: 2, auto_close_reason: null };
  it('shows an active open job with positions', () => expect(isJobVisible(open)).toBe(true));
  it.each([
    [{ is_active: 0 }],
    [{ status: 'paused' }],
    [{ status: 'closed' }],
    [{ no_of_positions: 0 }],
    [{ auto_close_reason: 'All positions filled' }],
    [{ deleted_at: '2026-01-01T00:00:00.000Z' }],
  ])('hides %o', (patch) => expect(isJobVisible({ ...open, ...patch })).toBe(false));
});

describe('formatting', () => {
  it('shows a package in Indian grouping followed by LPA', () => {
    expect(formatPackage(1200000)).toBe('₹12,00,000 LPA');
    expect(formatPackage(null)).toBe('N/A');
  });
  it('masks an e-mail for the public search', () => expect(maskEmail('rahul.k@example.com')).toBe('ra•••@example.com'));
});

describe('schemas', () => {
  it('trims text and lower-cases e-mail; empty optional text becomes null', () => {
    const r = ReferralSchema.parse({
      candidate_id: '3',
      job_id: 4,
      friend_name: '  Asha ',
      friend_contact: '+91 98765-43210',
      friend_email: '',
      preferred_company: '  ',
      privacy_consent: ` ${PRIVACY_NOTICE_VERSION} `,
    });
    expect(r).toEqual({
      candidate_id: 3,
      job_id: 4,
      friend_name: 'Asha',
      friend_contact: '919876543210',
      friend_email: null,
      preferred_company: null,
      privacy_consent: PRIVACY_NOTICE_VERSION,
    });
  });
  it('needs the privacy notice consent, in its current version (issue 18)', () => {
    const base = { candidate_id: 3, job_id: 4, friend_name: 'Asha', friend_contact: '9876543210' };
    const messages = (consent: unknown) => {
      const r = ReferralSchema.safeParse({ ...base, privacy_consent: consent });
      return r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'privacy_consent').map((i) => i.message);
    };
    expect(messages(undefined)).toEqual([PRIVACY_MSG.referralConsentRequired]);
    expect(messages('')).toEqual([PRIVACY_MSG.referralConsentRequired]);
    expect(messages('2001-01-01')).toEqual([PRIVACY_MSG.consentOutdated]);
    expect(messages(PRIVACY_NOTICE_VERSION)).toEqual([]);
    expect(ApplicationConsentSchema.safeParse({}).success).toBe(false);
  });
  it('says only "required" for a blank e-mail and the format message for a bad one', () => {
    const blank = FeedbackSchema.safeParse({ first_name: 'a', last_name: 'b', email: '', phone_number: '9876543210', message: 'm' });
    expect(blank.success).toBe(false);
    expect(blank.error!.issues.map((i) => i.message)).toEqual(['This field is required']);
    const bad = FeedbackSchema.safeParse({ first_name: 'a', last_name: 'b', email: 'x@y', phone_number: '9876543210', message: 'm' });
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['Please enter a valid email']);
  });
  it('refuses text over the limits of api.md', () => {
    const long = FeedbackSchema.safeParse({
      first_name: 'a'.repeat(101),
      last_name: 'b',
      email: 'a@b.co',
      phone_number: '9876543210',
      message: 'm'.repeat(5001),
    });
    expect(long.error!.issues.map((i) => i.path[0]).sort()).toEqual(['first_name', 'message']);
  });
  it('accepts numbers from multipart strings and refuses min above max', () => {
    const base = {
      client_id: '1',
      job_title: 't',
      min_experience: '5',
      max_experience: '2',
      type_of_industry: 'i',
      notice_period: 'n',
      budget: '1',
      package: '1',
      qualification: 'q',
      skills_required: 's',
      job_location: 'l',
      no_of_positions: '1',
      hiring_type: 'h',
      work_mode: 'w',
      key_responsibilities: 'k',
      job_description: 'd',
    };
    const r = JobCreateSchema.safeParse(base);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['max_experience']);
    expect(JobCreateSchema.safeParse({ ...base, max_experience: '9' }).success).toBe(true);
  });
});

describe('isJobClosed', () => {
  it('is closed when made inactive (a boolean or a 0/1 row) or when its status is closed', () => {
    expect(isJobClosed({ is_active: true, status: 'open' })).toBe(false);
    expect(isJobClosed({ is_active: 1, status: 'open' })).toBe(false);
    expect(isJobClosed({ is_active: false, status: 'open' })).toBe(true);
    expect(isJobClosed({ is_active: 0, status: 'open' })).toBe(true);
    expect(isJobClosed({ is_active: true, status: 'closed' })).toBe(true);
    // a job that does not say is open
    expect(isJobClosed({ is_active: null, status: null })).toBe(false);
    expect(isJobClosed({})).toBe(false);
  });
});
