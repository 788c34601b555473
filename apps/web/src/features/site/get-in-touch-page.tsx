import { Link } from '../../components/link';
import { Briefcase, MessageSquareText } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { ContactDetails } from './contact-details';
import { PageHeader } from './page-header';

/** /getintouch: how to reach us, and the way to the feedback form on /contact. */
export default function GetInTouchPage() {
  usePageTitle('Get in Touch', `Tell ${company.name} what you need: call, e-mail, WhatsApp or write to us.`);
  return (
    <>
      <PageHeader
        eyebrow="Get in Touch"
        title="Let’s work together"
        intro="Tell us what you need and our team will get back to you within one working day."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <ContactDetails headingId="touch-details" title="Reach Us" />
        <div className="space-y-8">
          <section aria-labelledby="touch-message" className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
            <MessageSquareText aria-hidden="true" className="size-10 text-accent-300" />
            <h2 id="touch-message" className="mt-4 text-2xl font-bold">
              Send us a message
            </h2>
            <p className="mt-2 text-brand-100">
              Questions, requirements or feedback: write to us with our short form and we will reply by e-mail or phone.
            </p>
            <ButtonLink to="/contact#feedback" variant="accent" size="lg" className="mt-6">
              Go to the Feedback Form
            </ButtonLink>
          </section>
          <section aria-labelledby="touch-jobs" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Briefcase aria-hidden="true" className="size-10 text-brand-700" />
            <h2 id="touch-jobs" className="mt-4 text-2xl font-bold text-brand-900">
              Looking for a job?
            </h2>
            <p className="mt-2 text-ink-700">
              See our current openings and apply online. We never charge candidates a fee:{' '}
              <Link to="/Scams" className="font-medium text-brand-800 underline underline-offset-4">
                learn how to spot job scams
              </Link>
              .
            </p>
            <ButtonLink to="/careers" variant="secondary" size="lg" className="mt-6">
              View Open Positions
            </ButtonLink>
          </section>
        </div>
      </div>
    </>
  );
}
