import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';
import type { SeededCandidate } from './candidates.js';
import type { Seeding } from './context.js';

const FRIENDS = [
  'Manish Tiwari',
  'Lakshmi Narayan',
  'Deepak Chauhan',
  'Fatima Sheikh',
  'Gaurav Malhotra',
  'Harini Subramanian',
  'Imran Qureshi',
  'Jaya Prakash',
];

/**
 * Friends referred through Refer a Friend by every third candidate, of open jobs only (the service
 * refuses the others). The first friend with an e-mail keeps the mail telling them, with its
 * removal link.
 */
export async function seedReferrals(s: Seeding, seeded: SeededCandidate[]): Promise<void> {
  const referrals = s.services.referrals;
  let told = false;
  for (const [i, friend] of FRIENDS.entries()) {
    const referrer = seeded[i * 3]!;
    if (referrer.job.state !== 'open') continue;
    const email = i % 2 === 0 ? `${friend.split(' ')[0]!.toLowerCase()}@mail.example` : null;
    const keep = email !== null && !told;
    if (keep) told = true;
    s.keepMails(() => keep);
    s.at(60 * (48 - i * 5));
    await referrals.refer({
      candidate_id: referrer.id,
      job_id: referrer.jobId,
      friend_name: friend,
      friend_contact: `91${String(76500000 + i * 12345).padStart(8, '0')}`,
      friend_email: email,
      preferred_company: i % 3 === 0 ? 'Any product company' : null,
      privacy_consent: PRIVACY_NOTICE_VERSION,
    });
  }
  s.keepMails(() => true);
}
