import { ButtonLink } from '../../components/button';

/** The closing call to action of the inner pages. */
export function ContactBand({
  title = 'Let’s talk about what you need',
  text = 'Tell us about your requirement and our team will get back to you within one working day.',
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section aria-labelledby="contact-band" className="bg-brand-50 py-14">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="contact-band" className="text-2xl font-bold text-brand-900">
            {title}
          </h2>
          <p className="mt-2 text-ink-700">{text}</p>
        </div>
        <ButtonLink to="/contact" size="lg" className="shrink-0">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
