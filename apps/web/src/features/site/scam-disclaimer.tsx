import { useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { SCAM_DISCLAIMER } from '../../content/scams';

/** The session storage flag recording that the disclaimer was shown (staff-portal.md §4). */
export const SEEN_DISCLAIMER_KEY = 'seenDisclaimer';

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SEEN_DISCLAIMER_KEY) === 'true';
  } catch {
    return false; // storage blocked: show it, it only costs a click
  }
}

/** Shown once per browser session before the scam page (staff-portal.md §2 "Scam page", §9). */
export function ScamDisclaimer() {
  const [open, setOpen] = useState(() => !alreadySeen());

  useEffect(() => {
    if (!open) return;
    try {
      sessionStorage.setItem(SEEN_DISCLAIMER_KEY, 'true');
    } catch {
      // storage blocked: the disclaimer shows again next time, which is harmless
    }
  }, [open]);

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={SCAM_DISCLAIMER.title}
      size="sm"
      footer={<Button onClick={() => setOpen(false)}>{SCAM_DISCLAIMER.button}</Button>}
    >
      <div className="space-y-3 text-ink-700">
        {SCAM_DISCLAIMER.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Modal>
  );
}
