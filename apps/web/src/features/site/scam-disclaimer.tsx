import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { SCAM_DISCLAIMER } from '../../content/scams';
import { disclaimerSeen, markDisclaimerSeen } from './scam-disclaimer-seen';

export { SEEN_DISCLAIMER_KEY } from './scam-disclaimer-seen';

/**
 * Shown once per browser session, on the first public page a visitor opens (public-site.md §2 "Scam
 * page": the disclaimer leads to it, by a link). "I Understand", ×  and Escape only close it: the
 * visitor stays on the page they came for (issue 41); the link goes to /Scams.
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
        <>
          <ButtonLink to="/Scams" variant="ghost" onClick={() => setOpen(false)}>
            {SCAM_DISCLAIMER.link}
          </ButtonLink>
          <Button onClick={() => setOpen(false)}>{SCAM_DISCLAIMER.button}</Button>
        </>
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
