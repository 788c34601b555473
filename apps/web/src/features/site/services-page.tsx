import { WORK_PROCESS } from '../../content/about';
import { company } from '../../content/company';
import { SERVICE_PAGES } from '../../content/service-pages';
import { usePageTitle } from '../../hooks/use-page-title';
import { ContactBand } from './contact-band';
import { PageHeader, SectionHeading } from './page-header';
import { ServiceCards } from './service-cards';

/** /services: four cards linking /Staffing, /Payroll, /Itmanagement and /network (public-site.md §2). */
export default function ServicesPage() {
  usePageTitle('Our Services', `Staffing, payroll, IT hardware asset management and IT network services from ${company.name}.`);
  return (
    <>
      <PageHeader
        eyebrow="What we do"
        title="Our Services"
        intro="Staffing for IT and non-IT roles, payroll, IT hardware asset management, and IT network design, implementation and support."
      />
      <section aria-label="Service lines" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <ServiceCards services={SERVICE_PAGES} hrefOf={(s) => s.servicesHref} headingLevel="h2" />
      </section>
      <section aria-labelledby="services-process" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="services-process" title="How We Work" intro="Three steps, whatever the service." />
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {WORK_PROCESS.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
                <span className="text-sm font-semibold text-brand-700">Step {index + 1}</span>
                <h3 className="mt-1 text-lg font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-2 text-ink-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <ContactBand />
    </>
  );
}
