import { Building2 } from 'lucide-react';
import { CLIENT_LOGOS, SECTORS } from '../../content/clients';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { ContactBand } from './contact-band';
import { LogoMarquee } from './logo-marquee';
import { PageHeader, SectionHeading } from './page-header';

const half = Math.ceil(CLIENT_LOGOS.length / 2);
const LOGO_ROWS = [CLIENT_LOGOS.slice(0, half), CLIENT_LOGOS.slice(half)] as const;

/** /clients: 'Our Clients', two endless logo strips and the ten sectors (public-site.md §2 "Clients"). */
export default function ClientsPage() {
  usePageTitle('Our Clients', `The companies and sectors ${company.name} serves.`);
  return (
    <>
      <PageHeader
        eyebrow="Trusted by growing companies"
        title="Our Clients"
        intro={`${company.figures.companiesServed} companies across India trust us with their hiring, payroll and IT.`}
      />
      <section aria-label="Client logos" className="py-14">
        <LogoMarquee rows={LOGO_ROWS} label="Client logos" />
      </section>
      <section aria-labelledby="clients-sectors" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="clients-sectors" title="Sectors We Serve" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {SECTORS.map((sector) => (
              <li key={sector} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 font-semibold text-ink-900">
                <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {sector}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ContactBand title="Become our next success story" />
    </>
  );
}
