import { useCallback, useEffect, useState, type RefObject } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Alert } from '../../components/ui/alert';

/** Focus an element and bring it to the middle of the screen (a phone's keyboard may cover the bottom). */
export function reveal(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}

/**
 * After a failed submit (issue 41: on a phone the message was off screen and focus stayed on the
 * button): once the page has rendered the errors, focus the form's first field marked invalid (page
 * order), else the form's message, and bring it into view. Returns the function to call on failure.
 */
export function useRevealErrors(form: RefObject<HTMLFormElement | null>, message: RefObject<HTMLElement | null>): () => void {
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    reveal(form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? message.current);
  }, [failures, form, message]);
  return useCallback(() => setFailures((n) => n + 1), []);
}

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
