import { ServiceDetail } from './service-detail';

/** /payroll and /Payroll: the five payroll services (public-site.md §2 "Services pages"). */
export default function PayrollPage() {
  return <ServiceDetail slug="payroll" />;
}
