import { ServiceDetail } from './service-detail';

/** /itmanagement and /Itmanagement: the three asset management services (public-site.md §2 "Services pages"). */
export default function ItManagementPage() {
  return <ServiceDetail slug="itmanagement" />;
}
