import { ROLE_LABELS, type Role } from '@talentra/contract';
import { cn } from '../lib/cn';

/** One colour per role (staff-portal.md §6: role labels appear on colour-coded badges); all pass AA. */
const ROLE_STYLES: Record<Role, string> = {
  Admin: 'bg-purple-100 text-purple-900 ring-purple-300',
  Bdm: 'bg-sky-100 text-sky-900 ring-sky-300',
  Hrteam: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', ROLE_STYLES[role], className)}>
      {ROLE_LABELS[role] ?? role}
    </span>
  );
}
