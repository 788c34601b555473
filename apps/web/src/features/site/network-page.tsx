import { ServiceDetail } from './service-detail';

/** /network: design, implementation and support (public-site.md §2 "Services pages"). */
export default function NetworkPage() {
  return <ServiceDetail slug="network" />;
}
