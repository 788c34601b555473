import { Button } from './button';
import { Alert } from './ui/alert';

interface ActionProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  /** The action is red: it removes, rejects or closes something. */
  danger?: boolean;
}

/**
 * Cancel, then the dialog's own action, which says `busyLabel` and is disabled while the request runs
 * (or while `disabled`). The action submits its form (`form`: the form's id, when the buttons stand in
 * a Modal's footer outside it) unless it is given `onConfirm`, which it calls as a plain button.
 */
export function DialogButtons({
  busy,
  label,
  busyLabel,
  onCancel,
  danger,
  disabled,
  form,
  onConfirm,
}: ActionProps & { disabled?: boolean; form?: string; onConfirm?: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        form={form}
        variant={danger ? 'danger' : undefined}
        disabled={busy || disabled}
        onClick={onConfirm}
      >
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}

/**
 * The end of a dialog's form: the form's own error (if any), then Cancel and the submit button, which
 * says `busyLabel` and is disabled while the request runs.
 */
export function FormActions({ error, ...action }: ActionProps & { error?: string | null }) {
  return (
    <>
      {error ? (
        <Alert as="p" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-3">
        <DialogButtons {...action} />
      </div>
    </>
  );
}
