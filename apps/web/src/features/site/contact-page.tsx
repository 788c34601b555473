import { useEffect } from 'react';
import { useLocation } from '../../lib/location';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { ContactDetails } from './contact-details';
import { FeedbackForm } from './feedback-form';
import { PageHeader } from './page-header';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';

/** /contact: contact details plus the Feedback form (public-site.md §2 "Contact"). */
export default function ContactPage() {
  usePageTitle('Contact Us', `Reach ${company.name} by phone, e-mail or WhatsApp, or send us your feedback.`);
  useScrollToHash();
  return (
    <>
      <PageHeader eyebrow="We are here to help" title="Contact Us" intro="Call, write or visit us, or send your feedback with the form below." />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <ContactDetails headingId="contact-details" />
        <section
          id="feedback"
          aria-labelledby="feedback-title"
          className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="feedback-title" className="text-2xl font-bold text-brand-900">
            Feedback
          </h2>
          <p className="mt-2 text-ink-700">All fields are required.</p>
          <div className="mt-6">
            <FeedbackForm headingId="feedback-title" />
          </div>
        </section>
      </div>
    </>
  );
}

/**
 * /contact#feedback (from /getintouch) opens at the form. The layout scrolls to the top on every
 * route change, and its effect runs after this page's, so the jump waits for the next frame.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
