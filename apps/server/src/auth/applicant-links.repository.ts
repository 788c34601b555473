import type { Executor } from '../db/database.js';

/** The links that open an applicant's own applications (migration 031): tokens only as their SHA-256. */
export const applicantLinksRepository = {
  insert(db: Executor, row: { email: string; token_hash: string; expires_at: string; created_at: string }) {
    return db
      .insertInto('applicant_links')
      .values({ ...row, opened_at: null, access_hash: null, access_expires_at: null })
      .execute();
  },
  /**
   * Open a link once: the page's token is set on the one request that finds the link unopened and
   * unexpired; answers the link's address, or null.
   */
  async open(db: Executor, tokenHash: string, accessHash: string, now: string, accessExpiresAt: string): Promise<string | null> {
    const row = await db
      .updateTable('applicant_links')
      .set({ opened_at: now, access_hash: accessHash, access_expires_at: accessExpiresAt })
      .where('token_hash', '=', tokenHash)
      .where('opened_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('email')
      .executeTakeFirst();
    return row?.email ?? null;
  },
  /** The address and end of an opened page whose token this is, while it lasts. */
  access(db: Executor, accessHash: string, now: string) {
    return db
      .selectFrom('applicant_links')
      .select(['email', 'access_expires_at'])
      .where('access_hash', '=', accessHash)
      .where('access_expires_at', '>', now)
      .executeTakeFirst();
  },
  /** Links and pages that can no longer open anything (the requests clear them as they come). */
  async deleteEnded(db: Executor, now: string): Promise<void> {
    await db
      .deleteFrom('applicant_links')
      .where('expires_at', '<=', now)
      .where((eb) => eb.or([eb('access_expires_at', 'is', null), eb('access_expires_at', '<=', now)]))
      .execute();
  },
  /** Every link of these addresses (an erasure). */
  async deleteOf(db: Executor, emails: string[]): Promise<number> {
    if (!emails.length) return 0;
    const r = await db.deleteFrom('applicant_links').where('email', 'in', emails).executeTakeFirst();
    return Number(r.numDeletedRows);
  },
};
