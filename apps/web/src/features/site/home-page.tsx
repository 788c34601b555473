import { ButtonLink } from '../../components/button';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';

/** Placeholder: replace this file with the real home page (hero carousel, services grid, ...). */
export default function HomePage() {
  usePageTitle('', `${company.name}: ${company.aboutBlurb}`);
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{company.name}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{company.tagline}</p>
        <ButtonLink to="/contact" variant="accent" size="lg" className="mt-8">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
