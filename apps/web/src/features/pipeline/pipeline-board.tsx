import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarPlus, Download, RotateCcw, XCircle } from 'lucide-react';
import {
  INTERVIEW_STAGES,
  INTERVIEW_STAGE_LABELS,
  PIPELINE_COLUMN_LABELS,
  nextPipelineColumn,
  type PipelineBoard as Board,
  type PipelineCard,
  type PipelineColumn,
  type Stage,
} from '@talentra/contract';
import { createTracker, hiringKeys, undoRejection, updateTracker } from '../../api/hiring';
import { interviewIcsUrl, interviewKeys } from '../../api/interviews';
import { pipelineKeys } from '../../api/pipeline';
import { statsKeys } from '../../api/stats';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { cn } from '../../lib/cn';
import { daysInStage, daysInStageLabel, formatDateTime } from '../../lib/interview-time';
import { RejectDialog } from '../../components/hiring/reject-dialog';
import { ScheduleInterviewDialog } from '../../components/hiring/schedule-interview-dialog';
import { Alert } from '../../components/ui/alert';

type Action = { kind: 'move' | 'reject' | 'undo'; card: PipelineCard; reason?: string; notify?: boolean };
type Dialog = { kind: 'reject' | 'schedule'; card: PipelineCard } | null;

const isInterviewStage = (column: PipelineColumn) => (INTERVIEW_STAGES as readonly string[]).includes(column);

/**
 * The board of one job (issue 15): a list per column with its heading and count, a focusable card
 * per candidate with buttons, never drag only. Every move goes through the tracker endpoints, so
 * the server's stage rules decide (only the next stage; reject with a reason; nothing on a closed
 * job); the board shows what the server answers. A live region says what happened, and focus
 * follows the card to its new column.
 */
export function PipelineBoard({ board, canWrite, now = new Date() }: { board: Board; canWrite: boolean; now?: Date }) {
  const queryClient = useQueryClient();
  const jobId = board.job.job_id;
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // after a move the card is rendered in another list: focus goes back to it there
  const [focusCard, setFocusCard] = useState<{ id: number } | null>(null);
  const writable = canWrite && !board.job.closed;
  // drag and drop is an extra for pointer users; every move is also a button (keyboard, touch)
  const [dragged, setDragged] = useState<PipelineCard | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ kind, card, reason, notify }: Action): Promise<string> => {
      if (kind === 'undo') {
        await undoRejection(card.candidate_id);
        return `Rejection of ${card.candidate_name} undone.`;
      }
      if (!card.has_tracker) await createTracker(card.candidate_id);
      if (kind === 'reject') {
        await updateTracker(card.candidate_id, 'rejected', reason, notify);
        return `${card.candidate_name} rejected.`;
      }
      const answer = await updateTracker(card.candidate_id, card.column as Stage);
      const to = nextPipelineColumn(card.column);
      const moved = `${card.candidate_name} moved to ${to ? PIPELINE_COLUMN_LABELS[to] : 'the next stage'}.`;
      return answer.jobAutoClosed && answer.jobClosureMessage ? `${moved} ${answer.jobClosureMessage}` : moved;
    },
    onMutate: () => setError(null),
    onSuccess: async (message, { card }) => {
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: pipelineKeys.board(jobId) });
      await queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      // the candidate status page and the dashboards read the same trackers
      void queryClient.invalidateQueries({ queryKey: hiringKeys.all });
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
      setAnnouncement(message);
      setFocusCard({ id: card.candidate_id });
    },
    onError: (err) => {
      setDialog(null);
      setError(err instanceof Error ? err.message : 'Failed to update progress');
    },
  });

  useEffect(() => {
    const element = focusCard ? document.getElementById(`pipeline-card-${focusCard.id}`) : null;
    if (!element) return;
    element.focus();
    setFocusCard(null);
  }, [focusCard, board]);

  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <Alert size="panel" className="flex items-start justify-between gap-3">
          <p>{error}</p>
          <button type="button" className="rounded px-2 py-1 text-sm font-semibold hover:bg-red-100" onClick={() => setError(null)}>
            Dismiss
          </button>
        </Alert>
      ) : null}
      {board.truncated ? (
        <Alert tone="warning" size="md" as="p" role={false}>
          Showing the first {board.columns.reduce((n, c) => n + c.cards.length, 0)} of {board.total} candidates.
        </Alert>
      ) : null}
      <div className="relative grid grid-cols-1 gap-4 sm:grid-cols-2 xl:flex xl:items-start xl:overflow-x-auto xl:pb-2">
        {board.columns.map((column) => (
          <BoardColumn
            key={column.key}
            dropTarget={dragged !== null && nextPipelineColumn(dragged.column) === column.key}
            onDrop={() => {
              if (dragged) mutation.mutate({ kind: 'move', card: dragged });
              setDragged(null);
            }}
            onDragCard={setDragged}
            label={column.label}
            count={column.count}
            rejected={column.rejected}
            cards={column.cards}
            now={now}
            writable={writable}
            linkNames={canWrite}
            busyId={mutation.isPending ? (mutation.variables?.card.candidate_id ?? null) : null}
            onMove={(card) => mutation.mutate({ kind: 'move', card })}
            onUndo={(card) => mutation.mutate({ kind: 'undo', card })}
            onReject={(card) => setDialog({ kind: 'reject', card })}
            onSchedule={(card) => setDialog({ kind: 'schedule', card })}
          />
        ))}
      </div>

      {dialog?.kind === 'reject' ? (
        <RejectDialog
          candidateName={dialog.card.candidate_name}
          busy={mutation.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason, notify) => mutation.mutate({ kind: 'reject', card: dialog.card, reason, notify })}
        />
      ) : null}
      {dialog?.kind === 'schedule' ? (
        <ScheduleInterviewDialog
          candidateId={dialog.card.candidate_id}
          candidateName={dialog.card.candidate_name}
          jobId={jobId}
          stage={dialog.card.column as (typeof INTERVIEW_STAGES)[number]}
          onClose={() => setDialog(null)}
          onScheduled={(interview) => setAnnouncement(`${INTERVIEW_STAGE_LABELS[interview.stage]} scheduled for ${dialog.card.candidate_name}.`)}
        />
      ) : null}
    </div>
  );
}

interface ColumnProps {
  /** The card being dragged may be dropped here (its next stage). */
  dropTarget: boolean;
  onDrop: () => void;
  onDragCard: (card: PipelineCard | null) => void;
  label: string;
  count: number;
  rejected: number;
  cards: PipelineCard[];
  now: Date;
  writable: boolean;
  /** Each name links to the candidate's profile (Admin and Hrteam, who may open it). */
  linkNames: boolean;
  busyId: number | null;
  onMove: (card: PipelineCard) => void;
  onReject: (card: PipelineCard) => void;
  onUndo: (card: PipelineCard) => void;
  onSchedule: (card: PipelineCard) => void;
}

function BoardColumn({ dropTarget, onDrop, label, count, rejected, cards, ...cardProps }: ColumnProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-lg border bg-slate-50 p-3 xl:w-72 xl:shrink-0',
        dropTarget ? 'border-2 border-dashed border-brand-600' : 'border-slate-200',
      )}
      onDragOver={(event) => {
        if (dropTarget) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (dropTarget) onDrop();
      }}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 text-base font-semibold text-brand-900">
        <span>{label}</span>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm text-brand-900">
          {count}
          <span className="sr-only"> {count === 1 ? 'candidate' : 'candidates'}</span>
          {rejected > 0 ? <span className="font-normal">{`, ${rejected} rejected`}</span> : null}
        </span>
      </h2>
      {cards.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">No candidates</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {cards.map((card) => (
            <li key={card.candidate_id}>
              <BoardCard card={card} {...cardProps} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BoardCard({
  card,
  now,
  writable,
  linkNames,
  busyId,
  onMove,
  onReject,
  onUndo,
  onSchedule,
  onDragCard,
}: { card: PipelineCard } & Omit<ColumnProps, 'label' | 'count' | 'rejected' | 'cards' | 'dropTarget' | 'onDrop'>) {
  const nameId = useId();
  const detailsId = useId();
  const next = nextPipelineColumn(card.column);
  const busy = busyId === card.candidate_id;
  const days = daysInStage(card.entered_at, now);
  const draggable = writable && !card.rejected && next !== null && !busy;
  return (
    <article
      draggable={draggable || undefined}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(card.candidate_id));
        onDragCard(card);
      }}
      onDragEnd={() => onDragCard(null)}
      id={`pipeline-card-${card.candidate_id}`}
      tabIndex={0}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      className={cn(
        'rounded-md border bg-white p-3 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        card.rejected ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <h3 id={nameId} className="font-semibold break-words text-ink-900">
        {linkNames ? (
          <Link to={`/candidates/${card.candidate_id}`} draggable={false} className="text-brand-800 underline underline-offset-2">
            {card.candidate_name}
          </Link>
        ) : (
          card.candidate_name
        )}
      </h3>
      <div id={detailsId} className="mt-1 space-y-1 text-sm text-ink-700">
        {card.email ? <p className="break-all">{card.email}</p> : null}
        <p>{daysInStageLabel(days)}</p>
        {card.rejected ? (
          <p className="font-semibold text-red-800">
            Rejected{card.rejection_reason ? <span className="font-normal">: {card.rejection_reason}</span> : null}
          </p>
        ) : null}
        {card.next_interview ? (
          <p>
            {INTERVIEW_STAGE_LABELS[card.next_interview.stage]}: {formatDateTime(card.next_interview.starts_at)}
          </p>
        ) : null}
        {typeof card.feedback_rating === 'number' ? <p>Interview feedback: {card.feedback_rating}/5</p> : null}
      </div>
      {writable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {card.rejected ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onUndo(card)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Undo rejection
            </Button>
          ) : (
            <>
              {next ? (
                <Button size="sm" disabled={busy} onClick={() => onMove(card)}>
                  <ArrowRight aria-hidden="true" className="size-4" />
                  Move to {PIPELINE_COLUMN_LABELS[next]}
                </Button>
              ) : null}
              {isInterviewStage(card.column) ? (
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => onSchedule(card)}>
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  Schedule interview
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => onReject(card)}>
                <XCircle aria-hidden="true" className="size-4" />
                Reject
              </Button>
            </>
          )}
          {card.next_interview ? (
            <a
              href={interviewIcsUrl(card.next_interview.id)}
              download={`interview-${card.next_interview.id}.ics`}
              className="inline-flex items-center gap-1 px-1 py-1.5 text-sm font-semibold text-brand-800 underline"
            >
              <Download aria-hidden="true" className="size-4" />
              Invitation (.ics)
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
