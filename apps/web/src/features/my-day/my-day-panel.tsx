import { useState, type FormEvent, type ReactNode } from 'react';
import { PIPELINE_STAGE_LABELS, STALL_DAYS_MAX, STALL_STAGES, formatClock, type Stage } from '@talentra/contract';
import { useMyDay, useSaveStallDays, useStallDays, type MyDay, type StallDays } from '../../api/my-day';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Modal } from '../../components/modal';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { serverMessageOr } from '../../components/ui/server-errors';
import { ApiError } from '../../api/api-client';
import { formatCalendarDate } from '../../lib/dates';

const INTERVIEW_STAGE_LABELS = { hr_interview: 'HR interview', client_interview: 'Client interview' } as const;

/** "Showing 20 of 57" under a list cut at its limit; "1000+" where the count stopped. */
function shownOf(shown: number, total: number, more = false): string | null {
  if (!more && total <= shown) return null;
  return `Showing ${shown} of ${total}${more ? '+' : ''}`;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * "My day" on the Admin and Hrteam dashboards (issue 43): today's interviews (the agency's day),
 * the candidates stalled past their stage's days, and the tasks due. Each candidate links to their
 * profile. Admin sets the days per stage (`canSetStallDays`).
 */
export function MyDayPanel({ canSetStallDays = false }: { canSetStallDays?: boolean }) {
  const myDay = useMyDay();
  const [settings, setSettings] = useState(false);
  const d = myDay.data;
  return (
    <section aria-labelledby="my-day-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-day-title" className="text-xl font-bold text-brand-900">
            My day
          </h2>
          {d ? <p className="text-sm text-ink-700">{formatCalendarDate(d.date)}</p> : null}
        </div>
        {canSetStallDays ? (
          <Button variant="secondary" size="sm" onClick={() => setSettings(true)}>
            Stall days
          </Button>
        ) : null}
      </header>
      {myDay.isPending ? <p className="text-sm text-ink-700">Loading your day...</p> : null}
      {myDay.isError && !d ? (
        <Alert>
          {serverMessageOr(myDay.error, 'Your day could not be loaded.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void myDay.refetch()}>
            Try again
          </button>
        </Alert>
      ) : null}
      {d ? (
        <div className="grid gap-4 lg:grid-cols-3">
          <Interviews day={d} />
          <Stalled day={d} />
          <Tasks day={d} />
        </div>
      ) : null}
      {settings ? <StallDaysDialog onClose={() => setSettings(false)} /> : null}
    </section>
  );
}

function Block({ id, title, children, empty, note }: { id: string; title: string; children: ReactNode; empty: string | false; note: string | null }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="mb-2 font-semibold text-ink-900">
        {title}
      </h3>
      {empty ? <p className="text-sm text-ink-700">{empty}</p> : <ul className="space-y-2 text-sm">{children}</ul>}
      {note ? <p className="mt-2 text-xs text-ink-700">{note}</p> : null}
    </section>
  );
}

const candidateLink = (id: number, name: string) => (
  <Link to={`/candidates/${id}`} className="font-semibold break-words text-brand-800 hover:underline">
    {name}
  </Link>
);

function Interviews({ day }: { day: MyDay }) {
  const { rows, total } = day.interviews;
  return (
    <Block
      id="my-day-interviews"
      title={`Today's interviews (${total})`}
      empty={rows.length === 0 && 'No interviews today.'}
      note={shownOf(rows.length, total)}
    >
      {rows.map((i) => (
        <li key={i.id}>
          <span className="font-medium text-ink-900 tabular-nums">{formatClock(i.starts_at, day.time_zone)}</span>{' '}
          {candidateLink(i.candidate_id, i.candidate_name)}
          <span className="block text-ink-700">
            {INTERVIEW_STAGE_LABELS[i.stage]}, {i.job_title} · {i.interviewer}
          </span>
        </li>
      ))}
    </Block>
  );
}

function Stalled({ day }: { day: MyDay }) {
  const { rows, total, more } = day.stalled;
  return (
    <Block
      id="my-day-stalled"
      title={`Stalled candidates (${total}${more ? '+' : ''})`}
      empty={rows.length === 0 && 'No candidate is stalled.'}
      note={shownOf(rows.length, total, more)}
    >
      {rows.map((c) => (
        <li key={`${c.candidate_id}`}>
          {candidateLink(c.candidate_id, c.candidate_name)}
          <span className="block text-ink-700">
            {days(c.days)} in {PIPELINE_STAGE_LABELS[c.stage]} (over {days(c.limit_days)}), {c.job_title}
          </span>
        </li>
      ))}
    </Block>
  );
}

function Tasks({ day }: { day: MyDay }) {
  const { rows, total, more } = day.tasks;
  return (
    <Block
      id="my-day-tasks"
      title={`Tasks due (${total}${more ? '+' : ''})`}
      empty={rows.length === 0 && 'No tasks due.'}
      note={shownOf(rows.length, total, more)}
    >
      {rows.map((t) => (
        <li key={t.id}>
          <span className="break-words text-ink-900">{t.message}</span>
          <span className="block text-ink-700">
            {t.overdue ? <strong className="text-danger-600">Overdue: </strong> : 'Due '}
            {formatCalendarDate(t.deadline)} · {t.assigned_to}
            {t.job ? (
              <>
                {' · '}
                <Link to={`/jobs/${t.job.job_id}/pipeline`} className="text-brand-800 hover:underline">
                  {t.job.job_title}
                </Link>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </Block>
  );
}

/** Admin's form: the days in each stage after which a candidate counts as stalled. */
function StallDaysDialog({ onClose }: { onClose: () => void }) {
  const current = useStallDays();
  const save = useSaveStallDays();
  const [values, setValues] = useState<Partial<Record<Stage, string>>>({});
  const valueOf = (s: Stage) => values[s] ?? (current.data ? String(current.data[s]) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const days = Object.fromEntries(STALL_STAGES.map((s) => [s, Number(valueOf(s))])) as StallDays;
    save.mutate(days, { onSuccess: onClose });
  };
  const errorOf = (s: Stage) => (save.error instanceof ApiError ? save.error.errors[s]?.[0] : undefined);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Stall days"
      description="A candidate waiting longer than this in a stage shows as stalled in My day."
      size="sm"
    >
      {current.isPending ? <p className="text-sm text-ink-700">Loading...</p> : null}
      <form onSubmit={submit} className="space-y-3" noValidate>
        {STALL_STAGES.map((s) => (
          <TextInput
            key={s}
            label={`${PIPELINE_STAGE_LABELS[s]} (days)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={STALL_DAYS_MAX}
            required
            value={valueOf(s)}
            error={errorOf(s)}
            onChange={(e) => setValues({ ...values, [s]: e.target.value })}
          />
        ))}
        {save.isError && !(save.error instanceof ApiError && Object.keys(save.error.errors).length) ? (
          <Alert>{serverMessageOr(save.error, 'The days could not be saved. Please try again.')}</Alert>
        ) : null}
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || !current.data}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
