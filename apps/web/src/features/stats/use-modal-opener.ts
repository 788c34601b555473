import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which modal is open, and focus back on whatever opened it once it closes. The shared Modal has no
 * Radix Trigger, and Radix returns focus only to a Trigger, so without this a keyboard user would
 * land on the page's body after Escape.
 */
export function useModalOpener<K>() {
  const [open, setOpen] = useState<K | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((kind: K) => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setOpen(kind);
  }, []);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (open !== null || !opener.current) return;
    const el = opener.current;
    opener.current = null;
    if (el.isConnected) el.focus();
  }, [open]);

  return { open, show, close };
}
