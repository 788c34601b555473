import { randomBytes } from 'node:crypto';
import {
  describeJobAlertSearch as describeSearch,
  JOB_ALERT_CONFIRM_DAYS,
  JOB_ALERT_CONFIRM_PATH,
  JOB_ALERT_CONFIRMATIONS_PER_HOUR,
  JOB_ALERT_DIGEST_MAX,
  JOB_ALERT_UNSUBSCRIBE_PATH,
  JOB_ALERTS_PER_ADDRESS,
  type ExperienceBand,
  type JobAlertRequest,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { hashToken } from '../../auth/sessions.service.js';
import type { Executor } from '../../db/database.js';
import { jobAlertConfirm, jobAlertDigest } from '../../mail/templates.js';
import type { JobsService } from '../jobs/jobs.service.js';
import { jobAlertsRepository as repo, type JobAlertRow } from './job-alerts.repository.js';
import { afterAnswer } from '../../background/after-answer.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Alerts handled by one pass of the digest job; the rest wait for the next pass. */
const PASS_BATCH = 200;
const newToken = () => randomBytes(32).toString('base64url');

/** A mail over the address's hourly cap: the alert made for it is rolled back with it. */
class Capped extends Error {}

type Criteria = Pick<JobAlertRow, 'q' | 'location' | 'industry' | 'work_mode' | 'experience'>;

/** The careers page showing this search (its filters in the URL, as the page writes them). */
function careersUrl(publicUrl: string, c: Criteria): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'location', 'industry', 'work_mode', 'experience'] as const) if (c[key]) params.set(key, c[key]);
  const query = params.toString();
  return `${publicUrl}/careers${query ? `?${query}` : ''}`;
}

/**
 * Job alerts (issue 46, decisions 290–293): "Tell me about jobs like these" keeps a careers search
 * for an address; it starts only when the address confirms it (double opt-in) and then mails a
 * daily or weekly digest of the new open, visible jobs matching it, through the outbox. Every mail
 * carries a one-click unsubscribe link (RFC 8058) of its own.
 */
export function createJobAlertsService(ctx: AppContext, { jobs }: { jobs: JobsService }) {
  const publicUrl = ctx.config.publicUrl;
  const periodMs = (frequency: string) => (frequency === 'weekly' ? 7 : 1) * ctx.config.jobAlerts.dayMs;
  const iso = (ms: number) => new Date(ms).toISOString();

  /** A new unsubscribe link for one mail of this alert (its token kept only as SHA-256). */
  async function unsubscribeUrl(db: Executor, alertId: number, at: string): Promise<string> {
    const token = newToken();
    await repo.insertToken(db, alertId, hashToken(token), at);
    return `${publicUrl}${JOB_ALERT_UNSUBSCRIBE_PATH}/${token}`;
  }

  /** The alert and its confirmation mail, unless the address holds the most alerts or had its mails for the hour. */
  async function subscribe(input: JobAlertRequest, now: Date): Promise<void> {
    const at = now.toISOString();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        if ((await repo.countOf(trx, input.email)) >= JOB_ALERTS_PER_ADDRESS) return;
        const token = newToken();
        const id = await repo.insert(trx, {
          email: input.email,
          q: input.q,
          location: input.location,
          industry: input.industry,
          work_mode: input.work_mode,
          experience: input.experience,
          frequency: input.frequency,
          confirm_hash: hashToken(token),
          created_at: at,
        });
        const mail = jobAlertConfirm({
          to: input.email,
          search: describeSearch(input),
          frequency: input.frequency,
          confirmUrl: `${publicUrl}${JOB_ALERT_CONFIRM_PATH}/${token}`,
          unsubscribeUrl: await unsubscribeUrl(trx, id, at),
          days: JOB_ALERT_CONFIRM_DAYS,
          publicUrl,
        });
        if (!(await ctx.outbox.enqueueCapped(trx, mail, { max: JOB_ALERT_CONFIRMATIONS_PER_HOUR, windowMs: 60 * 60 * 1000 }))) throw new Capped();
      });
    } catch (err) {
      if (!(err instanceof Capped)) throw err;
    }
  }

  /** One alert's digest, if due and not claimed by another server; true when a mail was queued. */
  async function digest(alert: JobAlertRow, nowMs: number): Promise<boolean> {
    const since = alert.since_at ?? alert.confirmed_at!;
    const now = iso(nowMs);
    // the newest matching open, visible jobs, as the careers page finds them; those posted since the last digest are new
    const { rows } = await jobs.list(
      {
        visibleOnly: true,
        publicView: true,
        q: alert.q || undefined,
        location: alert.location || undefined,
        industry: alert.industry || undefined,
        work_mode: alert.work_mode || undefined,
        experience: (alert.experience || undefined) as ExperienceBand | undefined,
        limit: JOB_ALERT_DIGEST_MAX + 1,
        offset: 0,
      },
      false,
    );
    const fresh = rows.filter((j) => j.created_at > since && j.created_at <= now);
    // the next digest is one period on; one far behind (a server stopped for days) starts again from now
    let next = Date.parse(alert.next_due_at!) + periodMs(alert.frequency);
    if (next <= nowMs) next = nowMs + periodMs(alert.frequency);
    return ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.claim(trx, { id: alert.id, dueAt: alert.next_due_at! }, { nextDueAt: iso(next), sinceAt: now }))) return false;
      if (!fresh.length) return false;
      const shown = fresh.slice(0, JOB_ALERT_DIGEST_MAX);
      const mail = jobAlertDigest({
        to: alert.email,
        search: describeSearch(alert),
        jobs: shown.map((j) => ({ title: j.job_title, location: j.job_location, url: `${publicUrl}/jobs/${j.job_id}` })),
        more: fresh.length > shown.length,
        searchUrl: careersUrl(publicUrl, alert),
        unsubscribeUrl: await unsubscribeUrl(trx, alert.id, now),
      });
      await ctx.outbox.enqueue(trx, mail);
      return true;
    });
  }

  return {
    /**
     * Accept a subscription and return at once: whether the address already has alerts (or its
     * most), and the alert and mail, are worked out after the answer, so the answer is the same,
     * in the same time, for every address. A failure is only logged.
     */
    request(input: JobAlertRequest, onError: (err: unknown) => void): void {
      const now = ctx.clock();
      afterAnswer(ctx, () => subscribe(input, now), onError);
    },

    /** Confirm an alert (once, within 7 days of the request): true when it is now on. */
    async confirm(token: string): Promise<boolean> {
      const now = ctx.clock();
      const hash = hashToken(token);
      const alert = await repo.toConfirm(ctx.db, hash, iso(now.getTime() - JOB_ALERT_CONFIRM_DAYS * DAY_MS));
      if (!alert) return false;
      return repo.confirm(ctx.db, alert.id, hash, { at: now.toISOString(), nextDueAt: iso(now.getTime() + periodMs(alert.frequency)) });
    },

    /** Delete the alert an unsubscribe link belongs to (an unknown or used link: nothing to do, the same answer). */
    async unsubscribe(token: string): Promise<void> {
      const id = await repo.ofToken(ctx.db, hashToken(token));
      if (id !== null) await ctx.db.transaction().execute((trx) => repo.deleteMany(trx, [id]));
    },

    /** Queue the digests due now (the digest job, every few minutes); answers how many mails were queued. */
    async sendDueDigests(): Promise<number> {
      const nowMs = ctx.clock().getTime();
      let sent = 0;
      for (const alert of await repo.due(ctx.db, iso(nowMs), PASS_BATCH)) if (await digest(alert, nowMs)) sent += 1;
      return sent;
    },

    /** Delete the alerts never confirmed within 7 days (with the digest job); answers how many went. */
    async deleteUnconfirmed(): Promise<number> {
      const before = iso(ctx.clock().getTime() - JOB_ALERT_CONFIRM_DAYS * DAY_MS);
      const ids = await repo.unconfirmedBefore(ctx.db, before, 1000);
      if (ids.length) await ctx.db.transaction().execute((trx) => repo.deleteMany(trx, ids));
      return ids.length;
    },

    // what the privacy module's export and erasure read and delete (api.md personal-data rules)

    /** The alerts of these addresses, oldest first. */
    ofEmails: (emails: string[]) => repo.ofEmails(ctx.db, emails),
    /** Delete the alerts of these addresses in the caller's transaction; answers the rows deleted. */
    async deleteOf(trx: Executor, emails: string[]): Promise<number> {
      return repo.deleteMany(
        trx,
        (await repo.ofEmails(trx, emails)).map((a) => a.id),
      );
    },
  };
}
export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
