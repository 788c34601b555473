import type { ReportFilters, ReportParams } from '../../api/reports';
import { Select } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { Button } from '../../components/button';

/**
 * The range (the agency's days, both ends included) and the filters of a report. Each change goes
 * into the URL at once; the server answers with the range it used (the last 90 days by default).
 */
export function ReportFiltersBar({
  params,
  range,
  choices,
  showRecruiter,
  onChange,
}: {
  params: ReportParams;
  range: { from: string; to: string } | undefined;
  choices: ReportFilters | undefined;
  showRecruiter: boolean;
  onChange: (p: ReportParams) => void;
}) {
  const set = (key: keyof ReportParams, value: string) => {
    // the first page of the new figures
    const next = { ...params, page: undefined, [key]: value || undefined };
    // a job of another client no longer fits the client chosen
    if (key === 'client_id' && value && choices && next.job_id) {
      const job = choices.jobs.find((j) => String(j.id) === next.job_id);
      if (job && String(job.client_id) !== value) next.job_id = undefined;
    }
    onChange(next);
  };
  const jobs = (choices?.jobs ?? []).filter((j) => !params.client_id || String(j.client_id) === params.client_id);
  const hasFilters = Object.entries(params).some(([k, v]) => k !== 'page' && Boolean(v));
  return (
    <form
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Range and filters"
    >
      <TextInput id="report-from" label="From" type="date" value={params.from ?? range?.from ?? ''} onChange={(e) => set('from', e.target.value)} />
      <TextInput id="report-to" label="To" type="date" value={params.to ?? range?.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      <Select
        id="report-client"
        label="Client"
        placeholder="All clients"
        value={params.client_id ?? ''}
        onChange={(e) => set('client_id', e.target.value)}
        options={(choices?.clients ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <Select
        id="report-job"
        label="Job"
        placeholder="All jobs"
        value={params.job_id ?? ''}
        onChange={(e) => set('job_id', e.target.value)}
        options={jobs.map((j) => ({ value: String(j.id), label: j.name }))}
      />
      {showRecruiter ? (
        <Select
          id="report-recruiter"
          label="Recruiter"
          placeholder="Everyone"
          value={params.recruiter_id ?? ''}
          onChange={(e) => set('recruiter_id', e.target.value)}
          options={(choices?.recruiters ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        />
      ) : null}
      {hasFilters ? (
        <div className="flex items-end">
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
