import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, Video, MapPin } from 'lucide-react';
import { INTERVIEW_STAGE_LABELS, type Interview } from '@talentra/contract';
import { cancelInterview, interviewIcsUrl, interviewKeys, useInterviews } from '../../api/interviews';
import { pipelineKeys } from '../../api/pipeline';
import { statsKeys } from '../../api/stats';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { addDays, formatDay, formatTime, startOfWeek } from '../../lib/interview-time';
import { Alert } from '../../components/ui/alert';
import { ScheduleInterviewDialog } from '../../components/hiring/schedule-interview-dialog';
import { InterviewFeedbackDialog } from './interview-feedback-dialog';

export const WEEK_TITLE = "This week's interviews";

/** Interviews grouped by the viewer's local day, in order. */
export function groupByDay(interviews: readonly Interview[]): Array<{ day: Date; interviews: Interview[] }> {
  const groups = new Map<string, { day: Date; interviews: Interview[] }>();
  for (const interview of interviews) {
    const start = new Date(interview.starts_at);
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    const key = day.toDateString();
    if (!groups.has(key)) groups.set(key, { day, interviews: [] });
    groups.get(key)!.interviews.push(interview);
  }
  return [...groups.values()].sort((a, b) => a.day.getTime() - b.day.getTime());
}

/**
 * /admindashboard/interviews and /hrteamdashboard/interviews (issue 15): the scheduled interviews of
 * a week (Monday to Sunday in the viewer's time zone), with the invitation of each to download.
 */
export default function WeekInterviewsPage({ now = new Date() }: { now?: Date }) {
  usePageTitle(WEEK_TITLE);
  const [weekStart, setWeekStart] = useState(() => startOfWeek(now));
  const weekEnd = addDays(weekStart, 7);
  const list = useInterviews(weekStart.toISOString(), weekEnd.toISOString());
  const days = useMemo(() => groupByDay(list.data ?? []), [list.data]);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [givingFeedback, setGivingFeedback] = useState<Interview | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (interview: Interview) => cancelInterview(interview.id),
    onSuccess: async (interview) => {
      setCancelling(null);
      setAnnouncement(`Interview with ${interview.candidate_name} cancelled.`);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
      await queryClient.invalidateQueries({ queryKey: statsKeys.overview });
    },
  });
  const isThisWeek = weekStart.getTime() === startOfWeek(now).getTime();

  return (
    <section aria-labelledby="week-interviews-title" className="space-y-6">
      <header className="space-y-2">
        <h1 id="week-interviews-title" className="text-3xl font-bold tracking-tight text-brand-900">
          {WEEK_TITLE}
        </h1>
        <p className="text-ink-700">
          {isThisWeek ? 'This week: ' : 'Week of '}
          {formatDay(weekStart)} to {formatDay(addDays(weekStart, 6))}
        </p>
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setWeekStart(addDays(weekStart, -7))}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous week
          </Button>
          {!isThisWeek ? (
            <Button variant="secondary" size="sm" onClick={() => setWeekStart(startOfWeek(now))}>
              This week
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setWeekStart(addDays(weekStart, 7))}>
            Next week
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {list.isPending ? (
        <Spinner label="Loading interviews..." />
      ) : list.isError ? (
        <Alert size="panel" className="space-y-3">
          <p>{list.error.message}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : days.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-ink-700">No interviews scheduled this week.</p>
      ) : (
        days.map(({ day, interviews }) => (
          <section key={day.toDateString()} aria-labelledby={`day-${day.getTime()}`} className="space-y-3">
            <h2 id={`day-${day.getTime()}`} className="text-xl font-semibold text-brand-900">
              {formatDay(day)}
            </h2>
            <ul className="space-y-3">
              {interviews.map((interview) => (
                <li key={interview.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <article aria-labelledby={`interview-${interview.id}`} className="flex flex-wrap items-start justify-between gap-4">
                    <div className="min-w-0 space-y-1">
                      <h3 id={`interview-${interview.id}`} className="font-semibold text-ink-900">
                        {formatTime(interview.starts_at)}–{formatTime(interview.ends_at)} · {INTERVIEW_STAGE_LABELS[interview.stage]}:{' '}
                        <Link to={`/candidates/${interview.candidate_id}`} className="text-brand-800 underline underline-offset-2">
                          {interview.candidate_name}
                        </Link>
                      </h3>
                      <p className="text-sm text-ink-700">
                        <Link to={`/jobs/${interview.job_id}/pipeline`} className="font-medium text-brand-800 underline">
                          {interview.job_title}
                        </Link>
                        {interview.client_name ? ` · ${interview.client_name}` : ''} · Interviewer: {interview.interviewer}
                      </p>
                      {interview.location ? (
                        <p className="flex items-center gap-1 text-sm text-ink-700">
                          <MapPin aria-hidden="true" className="size-4 shrink-0" />
                          {interview.location}
                        </p>
                      ) : null}
                      {interview.meeting_url ? (
                        <p className="flex items-center gap-1 text-sm">
                          <Video aria-hidden="true" className="size-4 shrink-0 text-ink-700" />
                          <a href={interview.meeting_url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-800 underline">
                            {interview.meeting_url}
                          </a>
                        </p>
                      ) : null}
                      {interview.feedback ? (
                        <p className="text-sm text-ink-700">
                          Feedback: {interview.feedback.rating}/5{interview.feedback.notes ? ` · ${interview.feedback.notes}` : ''}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={interviewIcsUrl(interview.id)}
                        download={`interview-${interview.id}.ics`}
                        className="inline-flex items-center gap-1 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                        aria-label={`Download invitation (.ics) for ${interview.candidate_name}`}
                      >
                        <Download aria-hidden="true" className="size-4" />
                        Download .ics
                      </a>
                      {Date.parse(interview.starts_at) > now.getTime() ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Reschedule interview with ${interview.candidate_name}`}
                          onClick={() => setRescheduling(interview)}
                        >
                          Reschedule
                        </Button>
                      ) : interview.feedback ? null : (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Record feedback on the interview with ${interview.candidate_name}`}
                          onClick={() => setGivingFeedback(interview)}
                        >
                          Record feedback
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Cancel interview with ${interview.candidate_name}`}
                        onClick={() => setCancelling(interview)}
                      >
                        Cancel
                      </Button>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}

      {rescheduling ? (
        <ScheduleInterviewDialog
          candidateId={rescheduling.candidate_id}
          candidateName={rescheduling.candidate_name}
          jobId={rescheduling.job_id}
          stage={rescheduling.stage}
          interview={rescheduling}
          onClose={() => setRescheduling(null)}
          onScheduled={(interview) => setAnnouncement(`Interview with ${interview.candidate_name} rescheduled.`)}
        />
      ) : null}

      {givingFeedback ? (
        <InterviewFeedbackDialog
          interview={givingFeedback}
          onClose={() => setGivingFeedback(null)}
          onRecorded={(interview) => setAnnouncement(`Feedback on the interview with ${interview.candidate_name} recorded.`)}
        />
      ) : null}

      {cancelling ? (
        <Modal
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          title="Cancel interview"
          description={`${INTERVIEW_STAGE_LABELS[cancelling.stage]} with ${cancelling.candidate_name}, ${formatDay(new Date(cancelling.starts_at))} at ${formatTime(cancelling.starts_at)}`}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setCancelling(null)}>
                Keep it
              </Button>
              <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(cancelling)}>
                {cancel.isPending ? 'Cancelling...' : 'Cancel interview'}
              </Button>
            </>
          }
        >
          {cancel.isError ? (
            <p role="alert" className="text-red-800">
              {cancel.error.message}
            </p>
          ) : (
            <p className="text-ink-700">The interview is removed from the week and from the dashboards' count.</p>
          )}
        </Modal>
      ) : null}
    </section>
  );
}
