import { ServiceDetail } from './service-detail';

/** /staffing and /staffing/:id (the header menu links /Staffing/1, the footer /Staffing): permanent, contractual/C2H and executive search (public-site.md §2 "Services pages"). */
export default function StaffingPage() {
  return <ServiceDetail slug="staffing" />;
}
