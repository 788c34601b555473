import type { ReactNode } from 'react';
import { Briefcase, Building2, CalendarCheck, Lock, UserX, Users } from 'lucide-react';
import { useOverview, type DetailKind, type Overview } from '../../api/stats';
import { usePageTitle } from '../../hooks/use-page-title';
import { Spinner } from '../../components/spinner';
import { ProjectStatus } from './project-status';
import { StatCard, type StatCardProps } from './stat-card';
import { StatDetailsModal } from './stat-details-modal';
import { useModalOpener } from './use-modal-opener';
import { Alert } from '../../components/ui/alert';

const OVERVIEW_ERROR = 'Unable to load dashboard statistics. Please try refreshing the page.';

interface CardSpec {
  label: string;
  figure: keyof Omit<Overview, 'project_status'>;
  icon: StatCardProps['icon'];
  /** The modal it opens; Interviews Scheduled and Positions without Candidates open none. */
  kind?: DetailKind;
}

/** The six cards of the Admin and Bdm dashboards, in the spec's order (staff-portal.md §2). */
const CARDS: readonly CardSpec[] = [
  { label: 'No. of Clients', figure: 'clients', icon: Building2, kind: 'clients' },
  { label: 'No. of Positions', figure: 'positions', icon: Briefcase, kind: 'positions' },
  { label: 'No. of Candidates', figure: 'candidates', icon: Users, kind: 'candidates' },
  { label: 'Interviews Scheduled', figure: 'interviews_scheduled', icon: CalendarCheck },
  { label: 'Positions without Candidates', figure: 'positions_without_candidates', icon: UserX },
  { label: 'Positions Closed', figure: 'positions_closed', icon: Lock, kind: 'closed' },
];

/**
 * The overview shared by the Admin and Bdm dashboards: six figures from one GET /stats/overview, the
 * Project Status bars, and the modals behind them. `actions` sits beside the heading (the Bdm bell).
 */
export function StaffOverview({ title, actions }: { title: string; actions?: ReactNode }) {
  usePageTitle(title);
  const overview = useOverview();
  const modal = useModalOpener<DetailKind>();

  let content: ReactNode;
  if (overview.isPending) content = <Spinner className="py-8" />;
  else if (overview.isError) {
    content = (
      <Alert size="md" as="p">
        {OVERVIEW_ERROR}
      </Alert>
    );
  } else {
    const figures = overview.data;
    content = (
      <>
        <ul aria-label="Dashboard figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CARDS.map(({ label, figure, icon, kind }) => (
            <li key={figure} className="flex">
              <StatCard label={label} value={figures[figure]} icon={icon} onOpen={kind ? () => modal.show(kind) : undefined} />
            </li>
          ))}
        </ul>
        <ProjectStatus counts={figures.project_status} onOpen={modal.show} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {content}
      <StatDetailsModal kind={modal.open} onClose={modal.close} />
    </div>
  );
}
