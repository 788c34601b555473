import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MOVE_BACK_REASON_MAX, STAGE_CARD_LABELS, type Stage } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { hiringKeys, moveBackStage, type ProcessStages } from '../../api/hiring';
import { Button } from '../button';
import { Textarea } from '../textarea';

const REASON_REQUIRED = 'Give the reason for moving the candidate back.';

/**
 * "Move back" beside the last completed stage (issue 43): asks for the reason, then the server
 * takes that stage back and records it on the timeline.
 */
export function MoveBackPanel({ candidateId, stage, onMoved }: { candidateId: number; stage: Stage; onMoved: (stages: ProcessStages) => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const move = useMutation({
    mutationFn: () => moveBackStage(candidateId, reason.trim()),
    onSuccess: (stages) => {
      queryClient.setQueryData(hiringKeys.tracker(candidateId), stages);
      setOpen(false);
      setReason('');
      setError(null);
      onMoved(stages);
    },
    onError: (e) => setError(e instanceof ApiError && e.status > 0 ? e.message : 'The stage could not be moved back. Please try again.'),
  });
  const label = STAGE_CARD_LABELS[stage];
  if (!open)
    return (
      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
        Last completed: {label}.
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-label={`Move back: take back “${label}”`}>
          Move back
        </Button>
      </p>
    );
  return (
    <form
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) {
          setError(REASON_REQUIRED);
          document.getElementById(reasonId)?.focus();
          return;
        }
        move.mutate();
      }}
    >
      <Textarea
        id={reasonId}
        label={`Reason for taking back “${label}”`}
        required
        rows={3}
        maxLength={MOVE_BACK_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error ?? undefined}
        hint="Recorded on the candidate's timeline."
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Keep the stage
        </Button>
        <Button type="submit" size="sm" disabled={move.isPending}>
          {move.isPending ? 'Moving back...' : 'Confirm move back'}
        </Button>
      </div>
    </form>
  );
}
