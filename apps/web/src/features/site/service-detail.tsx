import { Link } from '../../components/link';
import { CheckCircle2 } from 'lucide-react';
import { SERVICE_PAGES, servicePage, type ServiceSlug } from '../../content/service-pages';
import { usePageTitle } from '../../hooks/use-page-title';
import { ContactBand } from './contact-band';
import { PageHeader, SectionHeading } from './page-header';
import { SERVICE_ICONS } from './service-icons';

/** The body of /staffing, /payroll, /itmanagement and /network: one layout, content from service-pages.ts. */
export function ServiceDetail({ slug }: { slug: ServiceSlug }) {
  const service = servicePage(slug);
  usePageTitle(service.title, service.description);
  const others = SERVICE_PAGES.filter((s) => s.slug !== slug);
  return (
    <>
      <PageHeader eyebrow="Our Services" title={service.title} intro={service.intro} />
      <section aria-labelledby="service-offerings" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading id="service-offerings" title={service.offeringsHeading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {service.offerings.map((offering) => (
            <li key={offering.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-brand-900">{offering.title}</h3>
              <p className="mt-3 text-ink-700">{offering.text}</p>
              {offering.points ? (
                <ul className="mt-4 space-y-2">
                  {offering.points.map((point) => (
                    <li key={point} className="flex gap-2 text-ink-700">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="service-others" className="bg-white py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="service-others" className="text-xl font-bold text-brand-900">
            Other services
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {others.map((other) => {
              const Icon = SERVICE_ICONS[other.slug];
              return (
                <li key={other.slug}>
                  <Link
                    to={other.homeHref}
                    className="flex h-full items-center gap-3 rounded-lg border border-slate-200 p-4 font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
                  >
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {other.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </nav>
      <ContactBand />
    </>
  );
}
