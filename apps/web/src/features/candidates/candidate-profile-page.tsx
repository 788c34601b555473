import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useParams } from 'react-router';
import { ArrowLeft, ArrowRight, CalendarPlus, CircleX, Columns3, Download, FileText, RotateCcw, Send } from 'lucide-react';
import { INTERVIEW_STAGES, NOTE_MAX, NoteSchema, STAGES, type InterviewStage, type ProfileApplication, type Stage } from '@talentra/contract';
import {
  useAddNote,
  useCandidateProfile,
  useSeparatePerson,
  useTimeline,
  workspaceKeys,
  type CandidateProfile,
} from '../../api/candidates-workspace';
import { ensureTracker, hiringKeys, undoRejection, updateTracker } from '../../api/hiring';
import { interviewKeys } from '../../api/interviews';
import { pipelineKeys } from '../../api/pipeline';
import { statsKeys } from '../../api/stats';
import { SendToClientDialog } from '../../components/hiring/client-review-panel';
import { MoveBackPanel } from '../../components/hiring/move-back-panel';
import { RejectDialog } from '../../components/hiring/reject-dialog';
import { ScheduleInterviewDialog } from '../../components/hiring/schedule-interview-dialog';
import { Button, ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatMediumDate, formatMediumDateTime } from '../../lib/dates';
import { describeActor, describeEvent } from './timeline-text';
import { ResumeViewer } from './resume-viewer';
import { Alert } from '../../components/ui/alert';

/** /candidates/{id}: contact details, every application of the person, the resume, notes and the timeline (issue 15). */
export default function CandidateProfilePage() {
  const id = Number(useParams().id);
  const profile = useCandidateProfile(id);
  usePageTitle(profile.data ? profile.data.candidate_name : 'Candidate');

  return (
    <section className="space-y-6 wrap-anywhere" aria-labelledby="profile-title">
      <ButtonLink to="/candidates" variant="ghost" size="sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to candidates
      </ButtonLink>
      {profile.isPending ? (
        <Spinner label="Loading candidate..." className="justify-center py-12" />
      ) : profile.isError ? (
        <Alert size="panel">
          <h1 id="profile-title" className="text-lg font-semibold">
            Candidate not available
          </h1>
          <p className="mt-1">{profile.error.message}</p>
        </Alert>
      ) : (
        <Profile profile={profile.data} />
      )}
    </section>
  );
}

function Profile({ profile: p }: { profile: CandidateProfile }) {
  const details: [string, string | null][] = [
    ['E-mail', p.email],
    ['Phone', p.mobile_number],
    ['Location', p.current_location],
    ['Preferred location', p.preferred_location],
    ['Current company', p.current_company],
    ['Experience (years)', p.years_experience],
    ['Relevant experience', p.relevant_experience],
    ['Current CTC', p.current_ctc],
    ['Expected CTC', p.expected_ctc],
    ['Notice period', p.notice_period],
    ['Remarks', p.remarks],
  ];
  return (
    <>
      <header>
        <h1 id="profile-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {p.candidate_name}
        </h1>
        <p className="mt-1 text-ink-700">
          This application: {p.job_title}
          {p.client_name ? ` (${p.client_name})` : ''}, applied {formatMediumDate(p.created_at)}
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="contact-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="contact-title" className="text-xl font-semibold text-brand-900">
            Contact details
          </h2>
          {/* labels wrap between words only, so their column is as wide as their longest word at least
              and as wide as the longest label where the card allows it; a long value (an e-mail) breaks
              anywhere instead, within the space left */}
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-700 wrap-normal">{label}</dt>
                <dd className="text-ink-900 wrap-anywhere">
                  {label === 'E-mail' && value ? (
                    <a className="text-brand-800 hover:underline" href={`mailto:${value}`}>
                      {value}
                    </a>
                  ) : label === 'Phone' && value ? (
                    <a className="text-brand-800 hover:underline" href={`tel:${value}`}>
                      {value}
                    </a>
                  ) : (
                    (value ?? 'Not specified')
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="applications-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="applications-title" className="text-xl font-semibold text-brand-900">
            Applications ({p.applications.length})
          </h2>
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {p.applications.map((a) => (
              <li key={a.id} className="py-2">
                {a.id === p.id ? (
                  <span className="font-semibold text-ink-900">{a.job_title} (this application)</span>
                ) : (
                  <Link to={`/candidates/${a.id}`} className="font-semibold text-brand-800 hover:underline">
                    {a.job_title}
                  </Link>
                )}
                <p className="text-ink-700">
                  {a.client_name ?? 'No client'} · applied {formatMediumDate(a.applied_at)} ·{' '}
                  <span className="font-medium text-ink-900">{a.stage_label}</span>
                  {a.rejection_reason ? ` (${a.rejection_reason})` : ''}
                </p>
                <ApplicationActions application={a} candidateName={p.candidate_name} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <LinkedSection profile={p} />
      <ResumeSection profile={p} />
      <NotesSection profile={p} />
      <TimelineSection id={p.id} />
    </>
  );
}

/** The stage completed last, as the stage the application waits for tells it (the offer once all are done). */
const lastCompleted = (next: Stage | null): Stage | null => (next ? (STAGES[STAGES.indexOf(next) - 1] ?? null) : 'offer_letter');
const isInterviewStage = (stage: Stage | null): stage is InterviewStage => (INTERVIEW_STAGES as readonly (Stage | null)[]).includes(stage);

type Change = { kind: 'complete' } | { kind: 'reject'; reason: string; notify: boolean } | { kind: 'undo' };

/**
 * What may be done to one application from the profile (issue 43): only the actions the server
 * says it accepts now (`allowed_actions`), and a link to the job's board. After a change the
 * profile, the timeline, the board and the dashboards read again, as the board's changes do.
 */
function ApplicationActions({ application: a, candidateName }: { application: ProfileApplication; candidateName: string }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'reject' | 'schedule' | 'send' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const allowed = new Set(a.allowed_actions);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
    void queryClient.invalidateQueries({ queryKey: pipelineKeys.board(a.job_id) });
    void queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: statsKeys.all });
  };
  const change = useMutation({
    mutationFn: async (c: Change) => {
      if (c.kind === 'undo') {
        await undoRejection(a.id);
        return 'Rejection undone.';
      }
      // an application without a tracker yet gets one first, as the board does
      await ensureTracker(a.id);
      if (c.kind === 'reject') {
        await updateTracker(a.id, 'rejected', c.reason, c.notify);
        return `${candidateName} rejected.`;
      }
      const answer = await updateTracker(a.id, a.next_stage!);
      const done = `Completed: ${a.next_stage_label ?? 'the stage'}.`;
      return answer.jobAutoClosed && answer.jobClosureMessage ? `${done} ${answer.jobClosureMessage}` : done;
    },
    onSuccess: async (message) => {
      setDialog(null);
      setAnnouncement(message);
      await refresh();
    },
    onError: () => setDialog(null),
  });
  const moveBackStage = allowed.has('move_back') ? lastCompleted(a.next_stage) : null;
  const busy = change.isPending;
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {allowed.has('complete_stage') && a.next_stage ? (
          <Button size="sm" disabled={busy} onClick={() => change.mutate({ kind: 'complete' })}>
            <ArrowRight aria-hidden="true" className="size-4" />
            Complete {a.next_stage_label}
          </Button>
        ) : null}
        {allowed.has('schedule_interview') && isInterviewStage(a.next_stage) ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setDialog('schedule')}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            Schedule interview
          </Button>
        ) : null}
        {a.next_stage === 'client_cv_review' && allowed.has('reject') ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setDialog('send')}>
            <Send aria-hidden="true" className="size-4" />
            Send to client
          </Button>
        ) : null}
        {allowed.has('undo_reject') ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => change.mutate({ kind: 'undo' })}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Undo rejection
          </Button>
        ) : null}
        {allowed.has('reject') ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setDialog('reject')}>
            <CircleX aria-hidden="true" className="size-4" />
            Reject
          </Button>
        ) : null}
        <Link
          to={`/jobs/${a.job_id}/pipeline`}
          aria-label={`Open board: ${a.job_title}`}
          className="inline-flex items-center gap-1 px-1 py-1.5 font-semibold text-brand-800 hover:underline"
        >
          <Columns3 aria-hidden="true" className="size-4" />
          Open board
        </Link>
      </div>
      {moveBackStage ? (
        <MoveBackPanel candidateId={a.id} stage={moveBackStage} onMoved={() => void refresh().then(() => setAnnouncement('Moved back one stage.'))} />
      ) : null}
      <p role="status" className="text-ink-700 empty:hidden">
        {announcement}
      </p>
      {change.isError ? (
        <Alert size="md" as="p">
          {change.error.message}
        </Alert>
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog
          candidateName={candidateName}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason, notify) => change.mutate({ kind: 'reject', reason, notify })}
        />
      ) : null}
      {dialog === 'send' ? (
        <SendToClientDialog
          jobId={a.job_id}
          candidates={[{ id: a.id, name: candidateName }]}
          onClose={() => setDialog(null)}
          onSent={(message) => {
            setDialog(null);
            setAnnouncement(message);
            void refresh();
          }}
        />
      ) : null}
      {dialog === 'schedule' && isInterviewStage(a.next_stage) ? (
        <ScheduleInterviewDialog
          candidateId={a.id}
          candidateName={candidateName}
          jobId={a.job_id}
          stage={a.next_stage}
          onClose={() => setDialog(null)}
          onScheduled={() => void refresh()}
        />
      ) : null}
    </div>
  );
}

/**
 * Others staff linked to this person as the same person (another e-mail; issue 41), each with
 * 'Not the same person' to undo a wrong link (on both timelines).
 */
function LinkedSection({ profile: p }: { profile: CandidateProfile }) {
  const separate = useSeparatePerson();
  const [done, setDone] = useState<string | null>(null);
  if (p.linked.length === 0 && !done && !separate.isError) return null;
  return (
    <section aria-labelledby="linked-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="linked-title" className="text-xl font-semibold text-brand-900">
        Linked as the same person
      </h2>
      {p.linked.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-ink-700">Staff said these applications, with another e-mail, are this person&apos;s.</p>
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {p.linked.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link to={`/candidates/${l.id}`} className="font-semibold text-brand-800 hover:underline">
                    {l.candidate_name}
                  </Link>{' '}
                  <span className="text-ink-700">({l.email})</span>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Not the same person: ${l.candidate_name}`}
                  disabled={separate.isPending}
                  onClick={() => {
                    setDone(null);
                    separate.mutate(l.id, { onSuccess: (message) => setDone(message ?? 'Kept apart.') });
                  }}
                >
                  Not the same person
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {done ? (
        <Alert tone="success" size="md" className="mt-3" as="p">
          {done}
        </Alert>
      ) : null}
      {separate.isError ? (
        <Alert size="md" className="mt-3" as="p">
          {separate.error.message}
        </Alert>
      ) : null}
    </section>
  );
}

function ResumeSection({ profile: p }: { profile: CandidateProfile }) {
  const [open, setOpen] = useState(false);
  const r = p.resume;
  return (
    <section aria-labelledby="resume-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="resume-title" className="text-xl font-semibold text-brand-900">
        Resume
      </h2>
      {!r ? (
        <p className="mt-2 text-ink-700">No resume on file.</p>
      ) : (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap gap-3">
            {r.inline_url ? (
              <Button size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
                <FileText aria-hidden="true" className="size-4" />
                {open ? 'Hide resume' : 'View resume'}
              </Button>
            ) : null}
            {r.inline_url ? (
              <a
                href={r.inline_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center px-1 py-1.5 text-sm font-semibold text-brand-800 hover:underline"
              >
                Open in a new tab
              </a>
            ) : null}
            <a
              href={r.download_url}
              download
              className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <Download aria-hidden="true" className="size-4" />
              Download {r.kind ? r.kind.toUpperCase() : 'file'}
            </a>
          </div>
          {r.inline_url && open ? <ResumeViewer url={r.inline_url} /> : null}
          {!r.inline_url ? <p className="text-sm text-ink-700">Word documents cannot be shown in the browser: download to read.</p> : null}
        </div>
      )}
    </section>
  );
}

function NotesSection({ profile: p }: { profile: CandidateProfile }) {
  const add = useAddNote(p.id);
  // react-hook-form, as every other form: isSubmitting disables the button within the click that
  // sent the note, so the second click of a double-click finds it disabled (the mutation's own
  // isPending arrives a render later)
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NoteSchema>, unknown, z.output<typeof NoteSchema>>({ resolver: zodResolver(NoteSchema), defaultValues: { body: '' } });
  const empty = !String(watch('body') ?? '').trim();
  const onSubmit = handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      reset({ body: '' });
    } catch {
      // the server's refusal is shown under the field (add.error), the text stays for another try
    }
  });
  return (
    <section aria-labelledby="notes-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="notes-title" className="text-xl font-semibold text-brand-900">
        Notes
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
        <Textarea
          label="Add a note"
          rows={3}
          maxLength={NOTE_MAX}
          error={errors.body?.message ?? (add.isError ? add.error.message : undefined)}
          {...register('body')}
        />
        <Button type="submit" size="sm" disabled={isSubmitting || empty}>
          {isSubmitting ? 'Saving...' : 'Add note'}
        </Button>
      </form>
      {p.notes.length === 0 ? (
        <p className="mt-4 text-sm text-ink-700">No notes yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {p.notes.map((n) => (
            <li key={n.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap text-ink-900">{n.body}</p>
              <p className="mt-1 text-ink-700">
                {n.author ?? 'Unknown'} · <time dateTime={n.created_at}>{formatMediumDateTime(n.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TimelineSection({ id }: { id: number }) {
  const timeline = useTimeline(id);
  const entries = timeline.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <section aria-labelledby="timeline-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="timeline-title" className="text-xl font-semibold text-brand-900">
        Timeline
      </h2>
      {timeline.isPending ? (
        <Spinner label="Loading timeline..." className="py-4" />
      ) : timeline.isError ? (
        <p role="alert" className="mt-2 text-danger-600">
          {timeline.error.message}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4 text-sm" aria-label="Changes, newest first">
          {entries.map((e) => (
            <li key={e.id} data-kind={e.kind}>
              <p className="text-ink-900">{describeEvent(e)}</p>
              <p className="text-ink-700">
                {describeActor(e)} · <time dateTime={e.at}>{formatMediumDateTime(e.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {timeline.hasNextPage ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void timeline.fetchNextPage()} disabled={timeline.isFetchingNextPage}>
          Show older
        </Button>
      ) : null}
    </section>
  );
}
