import { AUTO_CLOSE_REASON, groupPositions, indiaDate, isJobClosed, isJobVisible, isPastClosingDate, type JobInput } from '@talentra/contract';
import type { z } from 'zod';
import type { JobClosure, JobUpdateSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor, Tx } from '../../db/database.js';
import { lockJobRow } from '../../db/locks.js';
import type { FilesService } from '../../files/files.service.js';
import type { CheckedFile } from '../../files/file-check.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import { jobsRepository, type FacetFilters, type JobRow, type JobWrite } from './jobs.repository.js';
import { toPublicJob, toStaffJob, type PublicJob } from './jobs.mapper.js';
import { jobClosed as jobClosedMail } from '../../mail/templates.js';
import type { StatsService } from '../stats/stats.service.js';
import { countJobNotifications } from '../tasks/tasks.service.js';

type JobUpdate = z.output<typeof JobUpdateSchema>;

/**
 * What the public job page shows for an id (issue 17): an open job; a closed or expired one (its text,
 * no JobPosting, no applications); a removed (deleted) one or none at all (HTTP 404).
 */
/** A job the job page links to as similar (issue 46). */
export interface SimilarJob {
  job_id: number;
  job_title: string;
  job_location: string;
  type_of_industry: string;
  work_mode: string | null;
}
export type JobPageState = { state: 'open'; job: PublicJob } | { state: 'closed' | 'expired'; job: PublicJob } | { state: 'removed' | 'unknown' };
export interface AutoActionResult {
  success: true;
  action: 'reopened' | 'closed';
  message: string;
}

/** 'Is this job closed' is one rule, in the contract (the web shows it the same way). */
const isClosed = (j: Pick<JobRow, 'is_active' | 'status'>) => isJobClosed(j);
/** Keep the denormalised visibility column true to api.md's rule on every write. */
const withVisibility = <T extends JobWrite>(row: T): T => ({ ...row, is_visible: isJobVisible(row) ? 1 : 0 });

export function createJobsService(ctx: AppContext, { files, stats }: { files: FilesService; stats: StatsService }) {
  const now = () => ctx.clock().toISOString();

  async function load(db: Executor, id: number): Promise<JobRow> {
    const job = await jobsRepository.findById(db, id);
    if (!job) throw new NotFound('Job not found');
    return job;
  }

  /** Every change to a job goes through here, in a transaction holding the job's lock. */
  async function write(trx: Tx, job: JobRow, patch: Partial<JobWrite>): Promise<JobRow> {
    const { id, ...rest } = job;
    const next = withVisibility({ ...rest, ...patch, updated_at: now() });
    await jobsRepository.update(trx, id, next);
    await stats.countChange(trx, { kind: 'job', jobId: id, before: job, after: next });
    return { id, ...next };
  }

  /** Close a job in the caller's transaction and write its closure record. */
  async function closeInTx(trx: Tx, job: JobRow, reason: string, closedBy: number | null, auto: boolean) {
    const filled = await jobsRepository.filledCount(trx, job.id);
    const at = now();
    const closed = await write(trx, job, {
      is_active: 0,
      status: 'closed',
      auto_close_reason: auto ? AUTO_CLOSE_REASON : job.auto_close_reason,
      auto_closed_at: auto ? at : job.auto_closed_at,
    });
    await jobsRepository.insertClosure(trx, {
      job_id: job.id,
      total_positions: job.no_of_positions,
      filled_positions: filled,
      closed_at: at,
      closure_reason: reason,
      closed_by: closedBy,
    });
    // every Bdm hears of it (manual close, auto-close, the closure check), unless they turned it off
    for (const bdm of await ctx.outbox.recipients(trx, 'Bdm', 'job_closed')) {
      await ctx.outbox.enqueue(
        trx,
        jobClosedMail({ to: bdm.username, jobTitle: job.job_title, clientName: job.client_name, reason, publicUrl: ctx.config.publicUrl }),
      );
    }
    return closed;
  }

  async function staffView(db: Executor, job: JobRow) {
    const [filled, closures] = await Promise.all([jobsRepository.filledCount(db, job.id), jobsRepository.latestClosures(db, [job.id])]);
    const c = isClosed(job) ? closures.get(job.id) : undefined;
    return toStaffJob(job, { filled_positions: filled, closure_reason: c?.closure_reason ?? null, closed_at: c?.closed_at ?? null });
  }

  /** Visible on the public site now: api.md's rule, and its closing date not passed (decision 68). */
  const isVisibleNow = (job: JobRow) => Boolean(job.is_visible) && !isPastClosingDate(job.closing_date, ctx.clock());

  const service = {
    isVisible: isVisibleNow,
    isClosed,
    load,
    staffView,

    /** Every job not deleted grouped by title and client (the Positions page): grouped here, not by a browser reading every page. */
    async positions() {
      const rows = await jobsRepository.positionRows(ctx.db);
      return groupPositions(rows.map((r) => ({ ...r, job_id: r.id })));
    },

    /** The careers filters' counts over open visible jobs (issue 46, decision 271). */
    facets(filters: Omit<FacetFilters, 'today'>) {
      return jobsRepository.facets(ctx.db, { ...filters, today: indiaDate(ctx.clock()) });
    },

    async list(filters: Parameters<typeof jobsRepository.list>[2], staff: boolean) {
      const today = indiaDate(ctx.clock());
      // the careers page unfiltered: its total from the counter of visible jobs less those past
      // their closing date (an index range), not a count of every visible job (decision 144)
      const careers =
        filters.visibleOnly &&
        !filters.q &&
        !filters.location &&
        !filters.industry &&
        !filters.work_mode &&
        !filters.experience &&
        !filters.status &&
        !filters.client_id;
      const { rows, total } = await jobsRepository.list(
        ctx.db,
        ctx.dialect,
        filters.visibleOnly ? { ...filters, today } : filters,
        careers ? jobsRepository.countOpenVisibleQuery(ctx.db, today) : undefined,
      );
      if (!staff) return { rows: rows.map(toPublicJob), total };
      const ids = rows.map((r) => r.id);
      const [filled, closures] = await Promise.all([jobsRepository.filledCounts(ctx.db, ids), jobsRepository.latestClosures(ctx.db, ids)]);
      return {
        rows: rows.map((r) => {
          const c = isClosed(r) ? closures.get(r.id) : undefined;
          return toStaffJob(r, {
            filled_positions: filled.get(r.id) ?? 0,
            closure_reason: c?.closure_reason ?? null,
            closed_at: c?.closed_at ?? null,
          });
        }),
        total,
      };
    },

    async get(id: number, staff: boolean) {
      const job = await jobsRepository.findById(ctx.db, id);
      // anonymous callers see only visible jobs: anything else is simply not found
      if (!job || (!staff && !isVisibleNow(job))) throw new NotFound('Job not found');
      return staff ? staffView(ctx.db, job) : toPublicJob(job);
    },

    /** The public job page's job (web-pages): open, closed, expired, removed or unknown. */
    async pageState(id: number): Promise<JobPageState> {
      const job = await jobsRepository.findAnyById(ctx.db, id);
      if (!job) return { state: 'unknown' };
      if (job.deleted_at) return { state: 'removed' };
      if (job.is_visible) return { state: isPastClosingDate(job.closing_date, ctx.clock()) ? 'expired' : 'open', job: toPublicJob(job) };
      // closed, paused, auto-closed or without positions: no longer taking applications
      return { state: 'closed', job: toPublicJob(job) };
    },

    /** An open job's share image text and last change (issue 46, modules/share-images); null when its page is not an open job's. */
    async shareCard(id: number) {
      const job = await jobsRepository.findAnyById(ctx.db, id);
      if (!job || job.deleted_at || !isVisibleNow(job)) return null;
      return { job_id: job.id, job_title: job.job_title, job_location: job.job_location, work_mode: job.work_mode, updated_at: job.updated_at };
    },

    /** Up to 4 other open jobs of the same industry or location, for the job page (issue 46, decision 272). */
    async similar(job: { job_id: number; type_of_industry: string; job_location: string }): Promise<SimilarJob[]> {
      const rows = await jobsRepository.similar(ctx.db, { ...job, id: job.job_id }, indiaDate(ctx.clock()), 4);
      return rows.map((r) => ({
        job_id: r.id,
        job_title: r.job_title,
        job_location: r.job_location,
        type_of_industry: r.type_of_industry,
        work_mode: r.work_mode,
      }));
    },

    /** Visible, unexpired jobs for sitemap.xml: id and last change. */
    sitemapJobs: () => jobsRepository.sitemapJobs(ctx.db, indiaDate(ctx.clock())),

    async create(input: JobInput, jd: CheckedFile | null) {
      const client = await jobsRepository.clientById(ctx.db, input.client_id);
      if (!client) throw Invalid.field('client_id', 'Client not found');
      const keys = await files.write([jd]);
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const at = now();
          const jdId = jd ? await files.record(trx, jd, keys.get(jd)!) : null;
          const isActive = input.is_active ?? input.status !== 'closed';
          const row = withVisibility({
            ...input,
            is_active: isActive ? 1 : 0,
            status: isActive ? (input.status ?? 'open') : 'closed',
            client_name: input.client_name ?? client.company_name,
            working_days: input.working_days ?? null,
            closing_date: input.closing_date ?? null,
            client_confidential: input.client_confidential ? 1 : 0,
            jd_file_id: jdId,
            auto_close_reason: null,
            auto_closed_at: null,
            is_visible: 0,
            deleted_at: null,
            created_at: at,
            updated_at: at,
          });
          const id = await jobsRepository.insert(trx, row);
          await stats.countChange(trx, { kind: 'job', jobId: id, before: null, after: row });
          return staffView(trx, { id, ...row });
        });
      } catch (err) {
        await files.discard(keys);
        throw err;
      }
    },

    /**
     * Update with the lifecycle of api.md: raising positions on a closed job reopens it; an active
     * job whose positions are all filled closes. Both inside one transaction with the job locked.
     */
    async update(id: number, input: JobUpdate, jd: CheckedFile | null, actorId: number) {
      if (input.client_id !== undefined) {
        const client = await jobsRepository.clientById(ctx.db, input.client_id);
        if (!client) throw Invalid.field('client_id', 'Client not found');
        if (input.client_name === undefined || input.client_name === null) input = { ...input, client_name: client.company_name };
      }
      const keys = await files.write([jd]);
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          await lockJobRow(trx, ctx.dialect, id);
          const job = await load(trx, id);
          const filled = await jobsRepository.filledCount(trx, id);
          const { auto_close_reason: _a, auto_closed_at: _b, ...fields } = input;
          const patch: Partial<JobWrite> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<JobWrite>;
          if (typeof input.is_active === 'boolean') patch.is_active = input.is_active ? 1 : 0;
          if (typeof input.client_confidential === 'boolean') patch.client_confidential = input.client_confidential ? 1 : 0;
          if (patch.client_name === null) delete patch.client_name;
          if (jd) patch.jd_file_id = await files.record(trx, jd, keys.get(jd)!);
          const min = patch.min_experience ?? job.min_experience;
          const max = patch.max_experience ?? job.max_experience;
          if (min != null && max != null && min > max) throw Invalid.field('max_experience', 'Minimum experience cannot exceed maximum experience');

          const wasClosed = isClosed(job);
          let autoAction: AutoActionResult | null = null;
          // the status control: closed ⇔ inactive
          if (patch.status === 'closed') patch.is_active = 0;
          else if (patch.is_active === 0) patch.status = 'closed';
          else if (wasClosed && (patch.status === 'open' || patch.status === 'paused' || patch.is_active === 1)) {
            patch.is_active = 1;
            patch.status = patch.status && patch.status !== 'closed' ? patch.status : 'open';
          }
          const positions = patch.no_of_positions ?? job.no_of_positions;
          if (wasClosed && patch.no_of_positions !== undefined && patch.no_of_positions > job.no_of_positions && positions > filled) {
            patch.is_active = 1;
            patch.status = patch.status && patch.status !== 'closed' ? patch.status : 'open';
            autoAction = {
              success: true,
              action: 'reopened',
              message: `Job reopened automatically: positions raised from ${job.no_of_positions} to ${positions} (${filled} filled). It is visible on the career page again.`,
            };
          }
          if (patch.is_active === 1 && wasClosed) {
            patch.auto_close_reason = null;
            patch.auto_closed_at = null;
          }
          let updated = await write(trx, job, patch);
          if (!wasClosed && isClosed(updated)) {
            await jobsRepository.insertClosure(trx, {
              job_id: id,
              total_positions: updated.no_of_positions,
              filled_positions: filled,
              closed_at: now(),
              closure_reason: 'Closed from the job edit form',
              closed_by: actorId,
            });
          }
          if (!isClosed(updated) && filled >= updated.no_of_positions) {
            updated = await closeInTx(trx, updated, AUTO_CLOSE_REASON, null, true);
            autoAction = {
              success: true,
              action: 'closed',
              message: `Job closed automatically: all ${updated.no_of_positions} position(s) are filled.`,
            };
          }
          return { job: await staffView(trx, updated), autoAction };
        });
      } catch (err) {
        await files.discard(keys);
        throw err;
      }
    },

    async remove(id: number) {
      await ctx.db.transaction().execute(async (trx) => {
        await lockJobRow(trx, ctx.dialect, id);
        const job = await load(trx, id);
        // its tasks' notifications leave the bell's counters with it (before write: the dashboard's row last)
        await countJobNotifications(trx, ctx.dialect, id, 'deleted');
        await write(trx, job, { deleted_at: now() });
      });
    },

    /** Undo a soft delete: the job, its candidates and its closures are back where they were. */
    async restore(id: number) {
      return ctx.db.transaction().execute(async (trx) => {
        await lockJobRow(trx, ctx.dialect, id);
        const job = await jobsRepository.findDeletedById(trx, id);
        if (!job) throw new NotFound('No deleted job with this id');
        await countJobNotifications(trx, ctx.dialect, id, 'restored');
        return staffView(trx, await write(trx, job, { deleted_at: null }));
      });
    },

    /** Manual close with the given reason and a closure record. */
    async close(id: number, reason: string, actorId: number) {
      return ctx.db.transaction().execute(async (trx) => {
        await lockJobRow(trx, ctx.dialect, id);
        const job = await load(trx, id);
        if (isClosed(job)) throw new Conflict('This job is already closed.');
        return staffView(trx, await closeInTx(trx, job, reason, actorId, false));
      });
    },

    /** Manual reopen; raises positions to filled + 1 when needed so the job stays open. */
    async reopen(id: number, reason: string | null) {
      return ctx.db.transaction().execute(async (trx) => {
        await lockJobRow(trx, ctx.dialect, id);
        const job = await load(trx, id);
        if (!isClosed(job)) throw new Conflict('This job is not closed.');
        const filled = await jobsRepository.filledCount(trx, id);
        const positions = Math.max(job.no_of_positions, filled + 1);
        const updated = await write(trx, job, {
          is_active: 1,
          status: 'open',
          auto_close_reason: null,
          auto_closed_at: null,
          no_of_positions: positions,
        });
        let message = 'Job reopened successfully.';
        if (positions !== job.no_of_positions)
          message += ` Positions raised from ${job.no_of_positions} to ${positions} so the job stays open (${filled} filled).`;
        void reason;
        return { job: await staffView(trx, updated), message, career_page_visible: Boolean(updated.is_visible) };
      });
    },

    /**
     * After a stage change in the caller's transaction (job already locked): close the job when all
     * of its positions are filled. Used by the process tracker.
     */
    async autoCloseIfFilled(trx: Tx, jobId: number): Promise<{ closed: boolean; message: string | null }> {
      const job = await load(trx, jobId);
      if (isClosed(job)) return { closed: false, message: null };
      const filled = await jobsRepository.filledCount(trx, jobId);
      if (filled < job.no_of_positions) return { closed: false, message: null };
      await closeInTx(trx, job, AUTO_CLOSE_REASON, null, true);
      return {
        closed: true,
        message: `All ${job.no_of_positions} position(s) for "${job.job_title}" are filled. The job has been closed automatically.`,
      };
    },

    /** Close every active job whose positions are filled. */
    async checkAll(): Promise<number> {
      let closed = 0;
      for (const id of await jobsRepository.filledActiveJobIds(ctx.db)) {
        const done = await ctx.db.transaction().execute(async (trx) => {
          await lockJobRow(trx, ctx.dialect, id);
          return service.autoCloseIfFilled(trx, id);
        });
        if (done.closed) closed++;
      }
      return closed;
    },

    async closures(limit: number, offset: number) {
      const { rows, total } = await jobsRepository.listClosures(ctx.db, limit, offset);
      return {
        rows: rows.map(
          (r) =>
            ({
              id: r.id,
              job_id: r.job_id,
              recruitment: { job_id: r.job_id, job_title: r.job_title, client_name: r.client_name, job_location: r.job_location },
              total_positions: r.total_positions,
              filled_positions: r.filled_positions,
              closed_at: r.closed_at,
              closure_reason: r.closure_reason,
            }) satisfies JobClosure,
        ),
        total,
      };
    },

    countActive: () => jobsRepository.countActive(ctx.db),

    async jdFileId(id: number) {
      return (await load(ctx.db, id)).jd_file_id;
    },
  };
  return service;
}
export type JobsService = ReturnType<typeof createJobsService>;
