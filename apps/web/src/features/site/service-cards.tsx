import { ArrowRight } from 'lucide-react';
import { Link } from '../../components/link';
import type { ServicePage } from '../../content/service-pages';
import { SERVICE_ICONS } from './service-icons';

/**
 * The four service cards (home page and /services). The title is the link; the whole card is its
 * click target, so screen readers hear a short link name.
 */
export function ServiceCards({
  services,
  hrefOf,
  headingLevel = 'h3',
}: {
  services: readonly ServicePage[];
  hrefOf: (s: ServicePage) => string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => {
        const Icon = SERVICE_ICONS[service.slug];
        return (
          <li
            key={service.slug}
            className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <Heading className="mt-4 text-lg font-semibold text-brand-900">
              <Link to={hrefOf(service)} className="rounded after:absolute after:inset-0 after:rounded-xl after:content-['']">
                {service.title}
              </Link>
            </Heading>
            <p className="mt-2 flex-1 text-ink-700">{service.summary}</p>
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
              Learn more <ArrowRight className="size-4" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
