import type { Executor } from '../../db/database.js';
import { privacyRepository } from './privacy.repository.js';

export interface Erasure {
  /** ISO time, from the app's clock. */
  at: string;
  /** The Admin who erased; null for the person themselves (a referred friend's removal link). */
  by: number | null;
  /** 'applicant': the person themselves, from their own applications page (issue 46). */
  reason: 'admin' | 'referral-link' | 'applicant';
  rowsDeleted: number;
  filesRemoved: number;
}

/**
 * Record an erasure (issue 41): who did it, why, how many rows and files went, never whom it was
 * about. Call it with the transaction of the erasure, so the two commit together or not at all.
 */
export function recordErasure(trx: Executor, e: Erasure): Promise<void> {
  return privacyRepository.insertErasure(trx, {
    erased_at: e.at,
    erased_by: e.by,
    reason: e.reason,
    rows_deleted: e.rowsDeleted,
    files_removed: e.filesRemoved,
  });
}
