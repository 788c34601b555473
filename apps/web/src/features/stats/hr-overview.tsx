import { Briefcase, Building2, Users } from 'lucide-react';
import { useOverview } from '../../api/stats';
import { Button } from '../../components/button';
import { HrDetailsModal, type HrDetailKind } from './hr-details-modal';
import { PositionDetailsSection } from './position-groups';
import { StatCard, type StatCardProps } from './stat-card';
import { useModalOpener } from './use-modal-opener';
import { DETAILS_ERROR } from './stat-details-modal';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { Alert } from '../../components/ui/alert';

const CARDS: readonly { label: string; kind: HrDetailKind; icon: StatCardProps['icon'] }[] = [
  { label: 'No. of Clients', kind: 'clients', icon: Building2 },
  { label: 'No. of Candidates', kind: 'candidates', icon: Users },
  { label: 'No. of Positions', kind: 'positions', icon: Briefcase },
];

/**
 * The Hrteam dashboard's body: three clickable figures with their modals and the expandable
 * Position Details (staff-portal.md §2 "Hrteam dashboard"); `actions` sit beside the title.
 */
export function HrOverview({ actions }: { actions?: ReactNode }) {
  usePageTitle('HR Team Dashboard');
  const overview = useOverview();
  const modal = useModalOpener<HrDetailKind>();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">HR Team Dashboard</h1>
        {actions}
      </div>

      {overview.isPending ? (
        <Spinner className="py-8" />
      ) : overview.isError ? (
        <Alert size="md" className="flex flex-wrap items-center gap-4">
          <p className="font-medium text-danger-600">{DETAILS_ERROR}</p>
          <Button variant="secondary" size="sm" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
            Retry
          </Button>
        </Alert>
      ) : (
        <ul aria-label="Dashboard figures" className="grid gap-4 sm:grid-cols-3">
          {CARDS.map(({ label, kind, icon }) => (
            <li key={kind} className="flex">
              <StatCard label={label} value={overview.data[kind]} icon={icon} onOpen={() => modal.show(kind)} />
            </li>
          ))}
        </ul>
      )}

      <PositionDetailsSection />
      <HrDetailsModal kind={modal.open} onClose={modal.close} />
    </div>
  );
}
