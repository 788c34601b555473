import { useState } from 'react';
import { Outlet } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { ROLE_LABELS } from '@talentra/contract';
import { useAuth } from '../../lib/session/auth-context';
import { DASHBOARDS, type DashboardArea } from './dashboard-areas';
import { DashboardSidebar } from './dashboard-sidebar';

/**
 * The staff frame: a skip link, a fixed sidebar from 1024px, a slide-in sidebar (Radix Dialog) below
 * it, and a title bar. No site header, footer or WhatsApp link here (staff-portal.md §2).
 */
export function DashboardLayout({ area }: { area: DashboardArea }) {
  const config = DASHBOARDS[area];
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-slate-100 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      {/* first in tab order, above the page until focused; moves the focus itself (the URL keeps no #main) */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="fixed top-2 left-2 z-50 -translate-y-24 rounded-md border-2 border-white bg-brand-800 px-4 py-3 font-semibold text-white underline shadow-lg focus:translate-y-0"
      >
        Skip to main content
      </a>
      <aside className="sticky top-0 hidden h-dvh lg:block">
        <DashboardSidebar config={config} />
      </aside>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] data-[state=closed]:animate-[drawer-out-left_150ms_ease-in_forwards] data-[state=open]:animate-[drawer-in-left_200ms_ease-out] lg:hidden"
          >
            <Dialog.Title className="sr-only">{config.title} menu</Dialog.Title>
            <Dialog.Close className="absolute top-4 right-3 rounded-md p-1 text-white hover:bg-brand-800" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <DashboardSidebar config={config} onNavigate={() => setMenuOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>

        <div className="flex min-h-dvh flex-col">
          <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
            <Dialog.Trigger className="rounded-md p-2 text-ink-900 hover:bg-slate-100 lg:hidden" aria-label="Open menu">
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <p className="text-lg font-bold text-brand-900">{config.title}</p>
            {user ? (
              <p className="ml-auto flex items-center gap-2 text-sm text-ink-700">
                <span className="hidden truncate sm:inline">{user.username}</span>
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">{ROLE_LABELS[user.user_role]}</span>
              </p>
            ) : null}
          </header>
          <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-6 lg:p-8">
            <Outlet />
          </main>
        </div>
      </Dialog.Root>
    </div>
  );
}
