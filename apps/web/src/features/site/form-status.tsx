import type { RefObject } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Alert } from '../../components/ui/alert';

export interface FormResult {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The message after a form was sent. Both regions are always in the page, so screen readers announce
 * the change. `errorRef`: the error message, focusable (tabIndex -1) for useRevealErrors.
 */
export function FormStatus({ result, errorRef }: { result: FormResult | null; errorRef?: RefObject<HTMLElement | null> }) {
  return (
    <>
      <div role="status" aria-live="polite">
        <Message result={result} kind="success" />
      </div>
      <div role="alert">
        <Message result={result} kind="error" messageRef={errorRef} />
      </div>
    </>
  );
}

function Message({ result, kind, messageRef }: { result: FormResult | null; kind: FormResult['kind']; messageRef?: RefObject<HTMLElement | null> }) {
  if (result?.kind !== kind) return null;
  return (
    <Alert
      ref={messageRef}
      tabIndex={messageRef ? -1 : undefined}
      tone={kind}
      size="md"
      as="p"
      role={false}
      icon={kind === 'success' ? CheckCircle2 : AlertCircle}
    >
      {result.text}
    </Alert>
  );
}
