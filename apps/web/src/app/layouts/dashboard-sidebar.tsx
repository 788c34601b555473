import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useAuth } from '../../lib/session/auth-context';
import { cn } from '../../lib/cn';
import type { DashboardConfig } from './dashboard-areas';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-white text-brand-900' : 'text-brand-100 hover:bg-brand-800 hover:text-white',
  );

/** Sidebar links of one dashboard, and Logout. `onNavigate` closes the drawer on small screens. */
export function DashboardSidebar({ config, onNavigate }: { config: DashboardConfig; onNavigate?: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    await signOut();
    // replace: the staff page must not be one back-press away (the guard would refuse it anyway)
    await navigate('/login', { replace: true });
  }

  return (
    <div className="flex h-full flex-col gap-6 bg-brand-900 px-3 py-5">
      <p className="px-3 text-lg font-extrabold text-white">{config.title}</p>
      <nav aria-label="Dashboard" className="flex-1">
        <ul className="space-y-1">
          {config.links.map(({ label, href, icon: Icon, end }) => (
            <li key={href}>
              <NavLink to={href} end={end} className={linkClasses} onClick={onNavigate}>
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => void logout()}
        disabled={leaving}
        className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-brand-100 hover:bg-brand-800 hover:text-white disabled:opacity-60"
      >
        <LogOut aria-hidden="true" className="size-5" />
        {leaving ? 'Logging out...' : 'Logout'}
      </button>
    </div>
  );
}
