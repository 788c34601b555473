import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { Link } from '../../components/link';
import { ABOUT_PARAGRAPHS, WORK_PROCESS } from '../../content/about';
import { company } from '../../content/company';
import { CLOSING_CTA, HERO_SLIDES, SCAM_BANNER } from '../../content/home';
import { SERVICE_PAGES } from '../../content/service-pages';
import { usePageTitle } from '../../hooks/use-page-title';
import { CountUp } from './count-up';
import { HeroCarousel } from './hero-carousel';
import { SectionHeading } from './page-header';
import { ServiceCards } from './service-cards';

/** / (public-site.md §2 "Home"). */
export default function HomePage() {
  usePageTitle('', `${company.name}: staffing, executive search, payroll, IT hardware asset management and IT network services in India.`);
  return (
    <>
      <HeroCarousel slides={HERO_SLIDES} heading={company.name} />

      {/* named "Who we are About Us": the footer already has a region called "About Us" */}
      <section aria-labelledby="home-about-eyebrow home-about" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p id="home-about-eyebrow" className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              Who we are
            </p>
            <SectionHeading id="home-about" title="About Us" />
            <p className="mt-4 text-lg text-ink-700">{ABOUT_PARAGRAPHS[0]}</p>
            <ol className="mt-8 grid gap-4 sm:grid-cols-3">
              {WORK_PROCESS.map((step, index) => (
                <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-4">
                  <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
                  <h3 className="mt-1 font-semibold text-ink-900">{step.title}</h3>
                  <p className="mt-1 text-sm text-ink-700">{step.text}</p>
                </li>
              ))}
            </ol>
            <Link to="/about" className="mt-8 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Learn more about us
            </Link>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            <div className="flex flex-col rounded-xl bg-brand-800 p-6 text-center text-white">
              <dt className="text-sm font-medium text-brand-100">Companies served</dt>
              <dd className="order-first text-4xl font-extrabold sm:text-5xl">
                <CountUp value={company.figures.companiesServed} />
              </dd>
            </div>
            <div className="flex flex-col rounded-xl bg-accent-400 p-6 text-center text-ink-900">
              <dt className="text-sm font-medium">Success rate</dt>
              <dd className="order-first text-4xl font-extrabold sm:text-5xl">
                <CountUp value={company.figures.successRatePercent} suffix="%" />
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="home-services" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-services" title="Our Services" intro="One partner for hiring, payroll and IT infrastructure." />
          <div className="mt-10">
            <ServiceCards services={SERVICE_PAGES} hrefOf={(s) => s.homeHref} />
          </div>
          <div className="mt-10 text-center">
            <ButtonLink to="/services" variant="secondary" size="lg">
              View All Services
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-scam" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 rounded-2xl border border-amber-300 bg-amber-50 p-6 sm:flex-row sm:items-center sm:p-8">
          <ShieldAlert aria-hidden="true" className="size-12 shrink-0 text-amber-800" />
          <div className="flex-1">
            <h2 id="home-scam" className="text-2xl font-bold text-ink-900">
              {SCAM_BANNER.title}
            </h2>
            <p className="mt-2 text-ink-700">{SCAM_BANNER.text}</p>
          </div>
          <ButtonLink to="/Scams" variant="primary" size="lg" className="shrink-0">
            Report a Scam
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="home-cta" className="relative overflow-hidden bg-brand-900 text-white">
        <div aria-hidden="true" className="site-pattern absolute inset-0 opacity-60" />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="home-cta" className="text-3xl font-bold tracking-tight">
            {CLOSING_CTA.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{CLOSING_CTA.text}</p>
          <ButtonLink to="/contact" variant="accent" size="lg" className="mt-8">
            Get Started Today
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
