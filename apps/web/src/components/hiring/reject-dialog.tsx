import { useState, type FormEvent } from 'react';
import { MSG, REJECTION_REASON_MAX } from '@talentra/contract';
import { Button } from '../button';
import { Modal } from '../modal';
import { Textarea } from '../textarea';

/** Asks why before a rejection (the server requires a reason: decision 62). */
export function RejectDialog({
  candidateName,
  busy,
  onCancel,
  onConfirm,
}: {
  candidateName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(MSG.rejectionReasonRequired);
    if (text.length > REJECTION_REASON_MAX) return setError(`Must be at most ${REJECTION_REASON_MAX} characters`);
    onConfirm(text);
  };
  return (
    <Modal open onOpenChange={(open) => !open && onCancel()} title={`Reject ${candidateName}`} size="sm">
      <form noValidate onSubmit={submit} className="space-y-4">
        <Textarea
          id="pipeline-reject-reason"
          label="Reason for rejecting"
          required
          rows={3}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject candidate'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
