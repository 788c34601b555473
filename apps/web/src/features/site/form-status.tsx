import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Alert } from '../../components/ui/alert';

export interface FormResult {
  kind: 'success' | 'error';
  text: string;
}

/** The message after a form was sent. Both regions are always in the page, so screen readers announce the change. */
export function FormStatus({ result }: { result: FormResult | null }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {result?.kind === 'success' ? (
          <Alert tone="success" as="p" size="md" role={false} icon={CheckCircle2}>
            {result.text}
          </Alert>
        ) : null}
      </div>
      <div role="alert">
        {result?.kind === 'error' ? (
          <Alert tone="error" as="p" size="md" role={false} icon={AlertCircle}>
            {result.text}
          </Alert>
        ) : null}
      </div>
    </>
  );
}
