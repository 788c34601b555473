import { useState, type FormEvent } from 'react';
import { MSG, REJECTION_REASON_MAX } from '@talentra/contract';
import { FormActions } from '../form-actions';
import { Checkbox } from '../checkbox';
import { Modal } from '../modal';
import { Textarea } from '../textarea';

/**
 * Asks why before a rejection (the server requires a reason: decision 62), and whether to e-mail the
 * candidate the rejection mail (issue 43; off unless ticked: decision 241). The reason is never mailed.
 */
export function RejectDialog({
  candidateName,
  busy,
  onCancel,
  onConfirm,
}: {
  candidateName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string, notifyCandidate: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(MSG.rejectionReasonRequired);
    if (text.length > REJECTION_REASON_MAX) return setError(`Must be at most ${REJECTION_REASON_MAX} characters`);
    onConfirm(text, notify);
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
        <div>
          <Checkbox
            id="pipeline-reject-notify"
            label="E-mail the candidate"
            checked={notify}
            aria-describedby="pipeline-reject-notify-hint"
            onChange={(event) => setNotify(event.target.checked)}
          />
          <p id="pipeline-reject-notify-hint" className="mt-1 ml-6 text-sm text-ink-500">
            Sends the rejection e-mail (Admin edits its text). The reason stays inside the agency.
          </p>
        </div>
        <FormActions danger busy={busy} label="Reject candidate" busyLabel="Rejecting..." onCancel={onCancel} />
      </form>
    </Modal>
  );
}
