import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { SCAM_DISCLAIMER } from '../../content/scams';
import { disclaimerSeen, markDisclaimerSeen } from './scam-disclaimer-seen';

export { SEEN_DISCLAIMER_KEY } from './scam-disclaimer-seen';

/**
 * Shown once per browser session, on the first public page a visitor opens (public-site.md §2 "Scam
 * page": the disclaimer leads to it). Its button goes to /Scams; closing it (×, Escape) stays on the
 * page.
 */
export function ScamDisclaimer() {
  const [open, setOpen] = useState(() => !disclaimerSeen());

  useEffect(() => {
    if (open) markDisclaimerSeen();
  }, [open]);

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={SCAM_DISCLAIMER.title}
      size="sm"
      footer={
        <ButtonLink to="/Scams" onClick={() => setOpen(false)}>
          {SCAM_DISCLAIMER.button}
        </ButtonLink>
      }
    >
      {/* small print on purpose: it opens after the page has painted, and larger text would become
          the page's Largest Contentful Paint (Lighthouse measured /careers 97 → 96) */}
      <div className="space-y-2 text-sm text-ink-700">
        {SCAM_DISCLAIMER.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Modal>
  );
}

export default ScamDisclaimer;
