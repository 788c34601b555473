import { useCallback, useEffect, useState, type RefObject } from 'react';

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
