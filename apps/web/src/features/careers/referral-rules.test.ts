import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { ALREADY_REFERRED_BEFORE, checkReferral, referralFailureMessage } from './referral-check';
import { referralSuccessMessage, type ReferralDraft, type ReferredFriend } from './referral-rules';

const draft = (overrides: Partial<ReferralDraft> = {}): ReferralDraft => ({
  candidate_id: 7,
  job_id: 3,
  friend_name: 'Kiran Rao',
  friend_contact: '9876543210',
  friend_email: '',
  preferred_company: '',
  privacy_consent: PRIVACY_NOTICE_VERSION,
  ...overrides,
});

const messageOf = (d: ReferralDraft, referred: ReferredFriend[] = []) => {
  const result = checkReferral(d, referred);
  return result.ok ? null : result.message;
};

describe('checkReferral', () => {
  it("joins every problem with '. ' into one message, in the spec's order", () => {
    expect(messageOf(draft({ candidate_id: undefined, job_id: undefined, friend_name: ' ', friend_contact: '' }))).toBe(
      "Please select a candidate from the dropdown. Job information is missing. Please enter your friend's name. Please enter your friend's contact number",
    );
  });

  it('needs the friend-agreed box (issue 18), after the friend fields', () => {
    expect(messageOf(draft({ privacy_consent: '' }))).toBe('Please confirm that your friend agreed to be contacted.');
    expect(messageOf(draft({ friend_name: '', privacy_consent: '' }))).toBe(
      "Please enter your friend's name. Please confirm that your friend agreed to be contacted.",
    );
    const ok = checkReferral(draft(), []);
    expect(ok.ok && ok.payload.privacy_consent).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('names only what is wrong', () => {
    expect(messageOf(draft({ job_id: undefined }))).toBe('Job information is missing');
    expect(messageOf(draft({ friend_name: '' }))).toBe("Please enter your friend's name");
  });

  it('adds the limit once 100 friends were referred in this session', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ name: `Friend ${i}`, contact: `98765${String(i).padStart(5, '0')}` }));
    expect(messageOf(draft(), hundred)).toBe('You have reached the maximum limit of 100 referrals for this job');
    expect(messageOf(draft({ friend_name: '' }), hundred)).toBe(
      "Please enter your friend's name. You have reached the maximum limit of 100 referrals for this job",
    );
  });

  it('refuses the same lower-cased trimmed name and trimmed contact again in this session', () => {
    const referred = [{ name: 'Kiran Rao', contact: '9876543210' }];
    expect(messageOf(draft({ friend_name: '  kiran rao ', friend_contact: ' 9876543210 ' }), referred)).toBe(
      'You have already referred this friend in this session',
    );
    expect(messageOf(draft({ friend_contact: '9876500000' }), referred)).toBeNull();
  });

  it('passes the optional fields as null when empty, and the contact as digits', () => {
    const result = checkReferral(draft({ friend_contact: '98765 43210' }), []);
    expect(result).toEqual({
      ok: true,
      payload: {
        candidate_id: 7,
        job_id: 3,
        friend_name: 'Kiran Rao',
        friend_contact: '9876543210',
        friend_email: null,
        preferred_company: null,
        privacy_consent: PRIVACY_NOTICE_VERSION,
      },
    });
  });

  it('checks the optional e-mail when one is given', () => {
    expect(messageOf(draft({ friend_email: 'not-an-email' }))).toBe('Please enter a valid email');
  });
});

describe('referralFailureMessage', () => {
  it("turns the server's 'already referred' into the spec's sentence", () => {
    expect(referralFailureMessage(new ApiError(409, 'This friend was already referred for this job.'))).toBe(ALREADY_REFERRED_BEFORE);
  });
  it('shows the server message, nothing of its own when the server was not reached (the page says so), or the fallback', () => {
    expect(referralFailureMessage(new ApiError(429, 'You have reached the maximum limit of 100 referrals for this job'))).toBe(
      'You have reached the maximum limit of 100 referrals for this job',
    );
    expect(referralFailureMessage(new ApiError(0, 'x'))).toBeNull();
    expect(referralFailureMessage(new ApiError(500, ''))).toBe('Failed to submit referral');
  });
});

describe('referralSuccessMessage', () => {
  it("names the friend and the job, or 'this job'", () => {
    expect(referralSuccessMessage(' Kiran ', 'Data Analyst')).toBe('Kiran referred successfully to Data Analyst.');
    expect(referralSuccessMessage('Kiran', '')).toBe('Kiran referred successfully to this job.');
  });
});
