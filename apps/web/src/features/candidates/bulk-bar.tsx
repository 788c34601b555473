import { useState } from 'react';
import {
  BULK_ACTIONS,
  BULK_ACTION_LABELS,
  BULK_MAIL_TEMPLATES,
  BULK_MAIL_TEMPLATE_LABELS,
  BULK_MAX,
  bulkSummary,
  type BulkAction,
  type BulkMailTemplate,
} from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { downloadSelection, useBulkAction, type BulkResult } from '../../api/candidates-bulk';
import type { PeopleSearch } from '../../api/candidates-workspace';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { JobFilter } from './record-filters';

type Choice = BulkAction | 'export';
const CHOICES: { value: Choice; label: string }[] = [
  ...BULK_ACTIONS.map((a) => ({ value: a, label: BULK_ACTION_LABELS[a] })),
  { value: 'export', label: 'Export as CSV' },
];

/** The fields whose refusal shows beside them; any other shows as the form's message. */
const SHOWN_BY_FIELD = ['reason', 'template', 'job_id', 'all'];

interface BulkBarProps {
  search: PeopleSearch;
  /** The ticked rows' ids (people). */
  selected: number[];
  allMatching: boolean;
  onAllMatching: (all: boolean) => void;
  /** After an action: the ticks go (the rows may have moved). */
  onDone: () => void;
}

/**
 * Bulk work on the search result (issue 43): the ticked rows, or all matching the filters (at most
 * 500), then one action. Each row answers for itself; the summary and every refusal's reason show here.
 */
export function BulkBar({ search, selected, allMatching, onAllMatching, onDone }: BulkBarProps) {
  const [action, setAction] = useState<Choice | ''>('');
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const [template, setTemplate] = useState<BulkMailTemplate | ''>('');
  const [jobId, setJobId] = useState('');
  const [result, setResult] = useState<(BulkResult & { message: string }) | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [exporting, setExporting] = useState(false);
  const bulk = useBulkAction();

  const count = allMatching ? null : selected.length;
  const nothing = !allMatching && selected.length === 0;
  const { page: _page, ...filters } = search;
  const selection = allMatching ? { all: true, filters } : { ids: selected, filters };
  const fieldError = (field: string) => error?.fieldError(field);

  async function run() {
    if (!action) return;
    setError(null);
    setResult(null);
    try {
      if (action === 'export') {
        setExporting(true);
        await downloadSelection(selection);
        setResult({ done: count ?? 0, refused: 0, rows: [], message: allMatching ? 'Exported.' : bulkSummary('export', count ?? 0, 0) });
      } else {
        const done = await bulk.mutateAsync({
          ...selection,
          action,
          reason: action === 'reject' ? reason : undefined,
          notify_candidate: action === 'reject' ? notify : undefined,
          template: action === 'email' && template ? template : undefined,
          job_id: action === 'add_to_job' && jobId ? Number(jobId) : undefined,
        });
        setResult(done);
        setReason('');
        onDone();
      }
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, 'Something went wrong.'));
    } finally {
      setExporting(false);
    }
  }

  const refusals = result?.rows.filter((r) => !r.ok) ?? [];
  return (
    <section aria-labelledby="bulk-title" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bulk-title" className="text-base font-semibold text-ink-900">
          Bulk actions{' '}
          <span className="font-normal text-ink-700">· {allMatching ? `all matching the filters (at most ${BULK_MAX})` : `${count} selected`}</span>
        </h2>
        <Checkbox
          label={`Select all matching the filters (at most ${BULK_MAX})`}
          checked={allMatching}
          onChange={(e) => onAllMatching(e.target.checked)}
          error={fieldError('all')}
        />
      </div>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        <Select
          label="Action"
          placeholder="Choose an action"
          options={CHOICES}
          value={action}
          onChange={(e) => {
            setAction(e.target.value as Choice | '');
            setError(null);
          }}
          className="min-w-0 basis-56"
        />
        {action === 'reject' ? (
          <TextInput
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={fieldError('reason')}
            className="min-w-0 flex-1 basis-64"
          />
        ) : null}
        {action === 'reject' ? (
          <Checkbox
            label="E-mail the candidates (the rejection template, never the reason)"
            checked={notify}
            onChange={(e) => setNotify(e.target.checked)}
            className="basis-full"
          />
        ) : null}
        {action === 'email' ? (
          <Select
            label="Template"
            placeholder="Choose a template"
            options={BULK_MAIL_TEMPLATES.map((t) => ({ value: t, label: BULK_MAIL_TEMPLATE_LABELS[t] }))}
            value={template}
            onChange={(e) => setTemplate(e.target.value as BulkMailTemplate | '')}
            error={fieldError('template')}
            className="min-w-0 flex-1 basis-64"
          />
        ) : null}
        {action === 'add_to_job' ? (
          <div className="min-w-0 flex-1 basis-64">
            <JobFilter
              label="Job to add them to"
              placeholder="Choose a job"
              clearLabel="Clear the job to add them to"
              value={jobId}
              onChange={setJobId}
            />
            {fieldError('job_id') ? <p className="mt-1 text-sm font-medium text-danger-600">{fieldError('job_id')}</p> : null}
          </div>
        ) : null}
        <Button type="submit" disabled={!action || nothing || bulk.isPending || exporting}>
          {bulk.isPending || exporting ? 'Working…' : 'Apply'}
        </Button>
      </form>
      {nothing ? <p className="text-sm text-ink-700">Tick candidates in the list, or select all matching the filters.</p> : null}
      {error && !Object.keys(error.errors).some((f) => SHOWN_BY_FIELD.includes(f)) ? (
        <Alert>{Object.values(error.errors)[0]?.[0] ?? error.message}</Alert>
      ) : null}
      {result ? (
        <Alert tone={refusals.length ? 'warning' : 'success'} as="div">
          <p className="font-semibold">{result.message}</p>
          {refusals.length ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5" aria-label="Refused">
              {refusals.map((r) => (
                <li key={r.id}>
                  {r.candidate_name}: {r.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}
