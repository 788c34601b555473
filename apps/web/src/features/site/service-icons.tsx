import type { LucideIcon } from 'lucide-react';
import { IndianRupee, Laptop, Network, Users } from 'lucide-react';
import type { ServiceSlug } from '../../content/service-pages';

export const SERVICE_ICONS: Record<ServiceSlug, LucideIcon> = {
  staffing: Users,
  payroll: IndianRupee,
  itmanagement: Laptop,
  network: Network,
};
