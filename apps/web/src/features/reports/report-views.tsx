import {
  fetchAllRows,
  type ClientsReport,
  type FunnelReport,
  type RecruitersReport,
  type ReportParams,
  type SourcesReport,
  type TimeReport,
} from '../../api/reports';
import type { PageMeta } from '@talentra/contract';
import { Pager, pageCount } from '../../components/ui/pager';
import { formatCalendarDate, formatMediumDate } from '../../lib/dates';
import { BarChart } from './bar-chart';
import { ReportTable } from './report-table';

const dash = (v: number | null) => (v === null ? '-' : v.toLocaleString('en-IN'));
const percent = (v: number | null) => (v === null ? '-' : `${Math.round(v * 1000) / 10}%`);

/** A chart with its table beside it on a wide screen, under it on a narrow one. */
function Pair({ chart, table }: { chart: React.ReactNode; table: React.ReactNode }) {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {chart}
      {table}
    </div>
  );
}

export function FunnelView({ data }: { data: FunnelReport }) {
  return (
    <div className="space-y-6">
      <Pair
        chart={<BarChart title="Funnel" bars={data.steps.map((s) => ({ label: s.label, value: s.count }))} />}
        table={
          <ReportTable
            caption="Funnel steps"
            file="funnel-steps"
            rows={data.steps}
            columns={[
              { header: 'Step', cell: (s) => s.label },
              { header: 'Candidates', cell: (s) => s.count, numeric: true },
              { header: 'Conversion from the step before', cell: (s) => percent(s.conversion), csv: (s) => s.conversion, numeric: true },
            ]}
          />
        }
      />
      {data.jobs_need_filter ? (
        <p className="text-sm text-ink-700">Choose a client or a job to see the funnel of its jobs with the most applications.</p>
      ) : (
        <ReportTable
          caption="Funnel per job (the most applications first)"
          file="funnel-per-job"
          rows={data.jobs}
          columns={[
            { header: 'Job', cell: (j) => j.job_title },
            { header: 'Client', cell: (j) => j.client_name },
            ...data.steps.map((s) => ({ header: s.label, cell: (j: FunnelReport['jobs'][number]) => j.counts[s.step], numeric: true })),
          ]}
        />
      )}
    </div>
  );
}

/** What a paged report table needs: the query shown (for the CSV of every row) and how to show another page. */
interface Paging {
  params: ReportParams;
  onPage: (page: number) => void;
  busy: boolean;
}

/** The pager under a paged report table, when it has more than one page. */
function TablePager({
  label,
  noun,
  meta,
  paging,
}: {
  label: string;
  noun: string;
  meta: Pick<PageMeta, 'page' | 'per_page' | 'total'>;
  paging: Paging;
}) {
  if (meta.total <= meta.per_page) return null;
  const pages = pageCount(meta);
  return (
    <Pager
      label={label}
      page={meta.page}
      pages={pages}
      onPage={paging.onPage}
      busy={paging.busy}
      summary={`Page ${meta.page} of ${pages} (${meta.total.toLocaleString('en-IN')} ${noun})`}
    />
  );
}

export function TimeView({ data, paging }: { data: TimeReport; paging: Paging }) {
  const fill = data.time_to_fill;
  return (
    <div className="space-y-6">
      <Pair
        chart={<BarChart title="Median days in stage" bars={data.stages.map((s) => ({ label: s.label, value: s.median_days ?? 0 }))} unit=" d" />}
        table={
          <ReportTable
            caption="Time in stage (days)"
            file="time-in-stage"
            rows={data.stages}
            columns={[
              { header: 'Stage', cell: (s) => s.label },
              { header: 'Completed', cell: (s) => s.completed, numeric: true },
              { header: 'Median', cell: (s) => dash(s.median_days), csv: (s) => s.median_days, numeric: true },
              { header: '90th percentile', cell: (s) => dash(s.p90_days), csv: (s) => s.p90_days, numeric: true },
            ]}
          />
        }
      />
      <p className="text-sm text-ink-900">
        Each stage counts its first completion in the range, timed from the stage before it; times are rounded down to a tenth of a day under 10 days
        and to a whole day under 100.
      </p>
      <p className="text-sm text-ink-900">
        Time to fill: {fill.filled_jobs} {fill.filled_jobs === 1 ? 'job' : 'jobs'} filled; median {dash(fill.median_days)} days, 90th percentile{' '}
        {dash(fill.p90_days)} days.
      </p>
      <ReportTable
        caption="Jobs filled"
        file="time-to-fill"
        rows={fill.jobs}
        columns={[
          { header: 'Job', cell: (j) => j.job_title },
          { header: 'Client', cell: (j) => j.client_name },
          { header: 'Created', cell: (j) => formatMediumDate(j.created_at), csv: (j) => j.created_at },
          { header: 'Filled', cell: (j) => formatMediumDate(j.filled_at), csv: (j) => j.filled_at },
          { header: 'Days', cell: (j) => j.days, numeric: true },
        ]}
      />
      <ReportTable
        caption={`Overdue jobs (open more than ${data.overdue_after_days} days)`}
        file="overdue-jobs"
        rows={data.overdue}
        empty="No job is overdue."
        allRows={() => fetchAllRows('time', paging.params, (d) => ({ rows: d.overdue, total: d.overdue_page.total }))}
        footer={<TablePager label="Overdue jobs pages" noun="jobs" meta={data.overdue_page} paging={paging} />}
        columns={[
          { header: 'Job', cell: (j) => j.job_title },
          { header: 'Client', cell: (j) => j.client_name },
          { header: 'Created', cell: (j) => formatMediumDate(j.created_at), csv: (j) => j.created_at },
          { header: 'Days open', cell: (j) => j.days_open, numeric: true },
          { header: 'Filled', cell: (j) => `${j.filled} of ${j.positions}` },
        ]}
      />
    </div>
  );
}

export function SourcesView({ data }: { data: SourcesReport }) {
  return (
    <div className="space-y-6">
      <Pair
        chart={<BarChart title="Applications per source" bars={data.sources.map((s) => ({ label: s.label, value: s.applications }))} />}
        table={
          <ReportTable
            caption="Sources"
            file="sources"
            rows={data.sources}
            columns={[
              { header: 'Source', cell: (s) => s.label },
              { header: 'Applications', cell: (s) => s.applications, numeric: true },
              { header: 'Interviews', cell: (s) => s.interviews, numeric: true },
              { header: 'Hires', cell: (s) => s.hires, numeric: true },
            ]}
          />
        }
      />
      <ReportTable
        caption="Referrers"
        file="referrers"
        rows={data.referrers}
        empty="No referred application in this range."
        columns={[
          { header: 'Referrer', cell: (r) => r.name },
          { header: 'Applications', cell: (r) => r.applications, numeric: true },
          { header: 'Interviews', cell: (r) => r.interviews, numeric: true },
          { header: 'Hires', cell: (r) => r.hires, numeric: true },
        ]}
      />
    </div>
  );
}

export function ClientsView({ data, paging }: { data: ClientsReport; paging: Paging }) {
  return (
    <Pair
      chart={
        <BarChart title="Submissions per client" bars={data.clients.slice(0, 20).map((c) => ({ label: c.company_name, value: c.submissions }))} />
      }
      table={
        <ReportTable
          caption="Clients"
          file="clients"
          rows={data.clients}
          allRows={() => fetchAllRows('clients', paging.params, (d) => ({ rows: d.clients, total: d.page.total }))}
          footer={<TablePager label="Clients pages" noun="clients" meta={data.page} paging={paging} />}
          columns={[
            { header: 'Client', cell: (c) => c.company_name },
            { header: 'Open positions', cell: (c) => c.open_positions, numeric: true },
            { header: 'Submissions', cell: (c) => c.submissions, numeric: true },
            { header: 'CV reviews', cell: (c) => c.cv_reviews, numeric: true },
            { header: 'Median response (days)', cell: (c) => dash(c.median_response_days), csv: (c) => c.median_response_days, numeric: true },
            { header: 'Hires', cell: (c) => c.hires, numeric: true },
          ]}
        />
      }
    />
  );
}

export function RecruitersView({ data }: { data: RecruitersReport }) {
  return (
    <div className="space-y-6">
      <Pair
        chart={<BarChart title="Stages moved per person" bars={data.people.map((p) => ({ label: p.username, value: p.stages_moved }))} />}
        table={
          <ReportTable
            caption="Activity per person"
            file="recruiter-activity"
            rows={data.people}
            columns={[
              { header: 'Person', cell: (p) => p.username },
              { header: 'Stages moved', cell: (p) => p.stages_moved, numeric: true },
              { header: 'Interviews booked', cell: (p) => p.interviews_booked, numeric: true },
              { header: 'Notes', cell: (p) => p.notes, numeric: true },
            ]}
          />
        }
      />
      <ReportTable
        caption="Activity per person and week"
        file="recruiter-activity-weekly"
        rows={data.weeks}
        columns={[
          { header: 'Week of', cell: (w) => formatCalendarDate(w.week), csv: (w) => w.week },
          { header: 'Person', cell: (w) => w.username },
          { header: 'Stages moved', cell: (w) => w.stages_moved, numeric: true },
          { header: 'Interviews booked', cell: (w) => w.interviews_booked, numeric: true },
          { header: 'Notes', cell: (w) => w.notes, numeric: true },
        ]}
      />
    </div>
  );
}
