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
        <Message result={result} kind="success" />
      </div>
      <div role="alert">
        <Message result={result} kind="error" />
      </div>
    </>
  );
}

function Message({ result, kind }: { result: FormResult | null; kind: FormResult['kind'] }) {
  if (result?.kind !== kind) return null;
  return (
    <Alert tone={kind} size="md" as="p" role={false} icon={kind === 'success' ? CheckCircle2 : AlertCircle}>
      {result.text}
    </Alert>
  );
}
