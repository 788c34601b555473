import { useEffect, useState } from 'react';
import { ApiError } from '../../api/api-client';
import { useStaffUsers, useUpdateUser, type StaffUser } from '../../api/users';
import { Button } from '../../components/button';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { cn } from '../../lib/cn';
import { AddUserForm } from './add-user-form';
import { formatDate } from '../../lib/dates';
import { RoleBadge } from '../../components/role-badge';
import { TimedBanner, useTimedBanner } from '../../components/timed-banner';
import { ChangeRoleDialog, DeactivateDialog, ResetPasswordDialog, type UserDialogKind } from './user-dialogs';
import { DataTable, type DataColumn } from '../../components/ui/data-table';

/**
 * /admindashboard/users (beyond the spec; api.md POST /users, PATCH /users/{id}): staff accounts,
 * adding one, changing a role, resetting a password, deactivating and reactivating. The server
 * refuses an Admin's own deactivation or demotion, and this page shows its message.
 */
export default function UsersPage() {
  usePageTitle('Users', 'Staff accounts and their roles.');
  const users = useStaffUsers();
  const reactivate = useUpdateUser();
  const { user: me } = useAuth();
  const { banner, show } = useTimedBanner();
  const [dialog, setDialog] = useState<{ kind: UserDialogKind; user: StaffUser } | null>(null);

  useEffect(() => {
    if (users.error) console.error('Failed to load users', users.error);
  }, [users.error]);

  const done = (text: string) => {
    setDialog(null);
    show({ kind: 'success', text });
  };

  const onReactivate = async (user: StaffUser) => {
    try {
      await reactivate.mutateAsync({ id: user.id, change: { is_active: true } });
      show({ kind: 'success', text: `${user.username} was reactivated.` });
    } catch (error) {
      show({ kind: 'error', text: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.' });
    }
  };

  const actions = (user: StaffUser) => (
    <UserActions
      user={user}
      self={me?.id === user.id}
      busy={reactivate.isPending}
      onOpen={(kind) => setDialog({ kind, user })}
      onReactivate={() => void onReactivate(user)}
    />
  );
  const list = users.data ?? [];
  const name = (user: StaffUser) => (
    <>
      {user.username}
      {me?.id === user.id ? <span className="ml-2 text-xs font-normal text-ink-500">(you)</span> : null}
    </>
  );
  const columns: DataColumn<StaffUser>[] = [
    { key: 'email', header: 'E-mail', cell: name, className: 'px-4 py-3 font-medium break-words text-ink-900' },
    { key: 'role', header: 'Role', cell: (user) => <RoleBadge role={user.user_role} />, className: 'px-4 py-3' },
    { key: 'status', header: 'Status', cell: (user) => <ActiveStatus active={user.is_active} />, className: 'px-4 py-3' },
    { key: 'created_at', header: 'Member Since', cell: (user) => formatDate(user.created_at), className: 'px-4 py-3 whitespace-nowrap text-ink-700' },
    { key: 'actions', header: 'Actions', cell: actions, className: 'px-4 py-3' },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Users</h1>
        <p className="mt-1 text-ink-700">Staff accounts: who can sign in, and with which role.</p>
      </div>

      <div aria-live="polite">
        <TimedBanner banner={banner} />
      </div>

      <AddUserForm onCreated={(user) => show({ kind: 'success', text: `${user.username} was added.` })} />

      <section aria-labelledby="staff-heading" className="space-y-4">
        <h2 id="staff-heading" className="text-lg font-semibold text-brand-900">
          Staff accounts
        </h2>
        <DataTable
          caption="Staff accounts"
          columns={columns}
          rows={list}
          rowKey={(user) => user.id}
          rowClassName="align-middle"
          loading={users.isPending && 'Loading users...'}
          error={users.error?.message}
          empty="No users found."
          cardsBelow="lg"
          card={(user) => (
            <div className="space-y-3">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold break-words text-ink-900">{name(user)}</p>
                <RoleBadge role={user.user_role} />
                <ActiveStatus active={user.is_active} />
              </div>
              <p className="text-sm text-ink-700">Member Since: {formatDate(user.created_at)}</p>
              {actions(user)}
            </div>
          )}
        />
      </section>

      {dialog?.kind === 'role' ? <ChangeRoleDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'password' ? <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog?.kind === 'deactivate' ? <DeactivateDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} /> : null}
    </div>
  );
}

function ActiveStatus({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800',
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', active ? 'bg-green-700' : 'bg-slate-500')} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

/**
 * Buttons named with the user's e-mail, so each reads clearly out of its row. No Deactivate on the
 * signed-in Admin's own row: the server refuses it (409) anyway.
 */
function UserActions({
  user,
  self,
  busy,
  onOpen,
  onReactivate,
}: {
  user: StaffUser;
  self: boolean;
  busy: boolean;
  onOpen: (kind: UserDialogKind) => void;
  onReactivate: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" aria-label={`Change role of ${user.username}`} onClick={() => onOpen('role')}>
        Change role
      </Button>
      <Button variant="secondary" size="sm" aria-label={`Reset password of ${user.username}`} onClick={() => onOpen('password')}>
        Reset password
      </Button>
      {user.is_active ? (
        self ? null : (
          <Button variant="danger" size="sm" aria-label={`Deactivate ${user.username}`} onClick={() => onOpen('deactivate')}>
            Deactivate
          </Button>
        )
      ) : (
        <Button variant="primary" size="sm" aria-label={`Reactivate ${user.username}`} disabled={busy} onClick={onReactivate}>
          Reactivate
        </Button>
      )}
    </div>
  );
}
