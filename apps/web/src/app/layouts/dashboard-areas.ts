import type { ComponentType, SVGProps } from 'react';
import {
  BarChart3,
  BellRing,
  Briefcase,
  Building2,
  CalendarDays,
  ClipboardList,
  Contact,
  FileText,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  ShieldAlert,
  ShieldCheck,
  Share2,
  UserPlus,
  UserSearch,
  Users,
} from 'lucide-react';
import { ROLE_HOME, type Role } from '@talentra/contract';
import { company } from '../../content/company';

export type DashboardArea = 'admin' | 'business' | 'hr';

export interface SidebarLink {
  label: string;
  href: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Only active on exactly this path (the overview pages). */
  end?: boolean;
}

export interface DashboardConfig {
  role: Role;
  /** Title bar: the product name, plus 'Business' or 'HR Team' (staff-portal.md §2). */
  title: string;
  links: readonly SidebarLink[];
}

const ADMIN = ROLE_HOME.Admin;
const BDM = ROLE_HOME.Bdm;
const HR = ROLE_HOME.Hrteam;

/** One sidebar per role (staff-portal.md §2); Logout is added by the sidebar itself. */
export const DASHBOARDS: Record<DashboardArea, DashboardConfig> = {
  admin: {
    role: 'Admin',
    title: company.productName,
    links: [
      { label: 'Overview', href: ADMIN, icon: LayoutDashboard, end: true },
      { label: 'Job List', href: `${ADMIN}/jobs`, icon: Briefcase },
      { label: 'Clients', href: `${ADMIN}/clients`, icon: Building2 },
      { label: 'Candidates', href: '/candidates', icon: UserSearch },
      { label: 'Task Assignment', href: `${ADMIN}/task-assign`, icon: ClipboardList },
      { label: 'Contact Feedbacks', href: `${ADMIN}/feedbacks`, icon: MessageSquare },
      { label: 'Reported Scams', href: `${ADMIN}/scams`, icon: ShieldAlert },
      { label: 'Users', href: `${ADMIN}/users`, icon: Users },
      { label: 'Reports', href: '/reports/funnel', icon: BarChart3 },
      { label: 'Interviews', href: `${ADMIN}/interviews`, icon: CalendarDays },
      { label: 'Outbox', href: `${ADMIN}/outbox`, icon: Inbox },
      { label: 'E-mail templates', href: `${ADMIN}/mail-templates`, icon: Mail },
      { label: 'Personal data', href: `${ADMIN}/personal-data`, icon: ShieldCheck },
      { label: 'Team', href: `${ADMIN}/team`, icon: Contact },
      { label: 'Mail settings', href: `${ADMIN}/mail-settings`, icon: BellRing },
    ],
  },
  business: {
    role: 'Bdm',
    title: `${company.productName} Business`,
    links: [
      { label: 'Dashboard', href: BDM, icon: LayoutDashboard, end: true },
      { label: 'CO FORM', href: `${BDM}/clientform-page`, icon: Building2 },
      { label: 'CR FORM', href: `${BDM}/recruitment-page`, icon: FileText },
      { label: 'Client List', href: `${BDM}/clients`, icon: Users },
      { label: 'Job List', href: `${BDM}/jobs`, icon: Briefcase },
      { label: 'Reports', href: '/reports/funnel', icon: BarChart3 },
      { label: 'Mail settings', href: `${BDM}/mail-settings`, icon: BellRing },
    ],
  },
  hr: {
    role: 'Hrteam',
    title: `${company.productName} HR Team`,
    links: [
      { label: 'Overview', href: HR, icon: LayoutDashboard, end: true },
      { label: 'Positions', href: `${HR}/positions`, icon: Briefcase },
      { label: 'Candidates', href: '/candidates', icon: UserSearch },
      { label: 'Candidate Form', href: `${HR}/candidateform-page`, icon: UserPlus },
      { label: 'Referred Friends', href: `${HR}/referred-friends`, icon: Share2 },
      { label: 'Interviews', href: `${HR}/interviews`, icon: CalendarDays },
      { label: 'Reports', href: '/reports/funnel', icon: BarChart3 },
      { label: 'Mail settings', href: `${HR}/mail-settings`, icon: BellRing },
    ],
  },
};
