import { Button } from './button';
import { Alert } from './ui/alert';

/**
 * The end of a dialog's form: the form's own error (if any), then Cancel and the submit button, which
 * says `busyLabel` and is disabled while the request runs.
 */
export function FormActions({
  error,
  busy,
  label,
  busyLabel,
  onCancel,
}: {
  error?: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <Alert as="p" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
