import { useState } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useInvalidateTeam, useRemoveTeamMember, useReorderTeam, useTeamMembers, type TeamMember } from '../../api/team';
import { Button } from '../../components/button';
import { DialogButtons } from '../../components/form-actions';
import { EmptyState } from '../../components/empty-state';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { TimedBanner, useTimedBanner } from '../../components/timed-banner';
import { Alert } from '../../components/ui/alert';
import { serverMessageOr } from '../../components/ui/server-errors';
import { usePageTitle } from '../../hooks/use-page-title';
import { TeamMemberDialog } from './team-member-dialog';

type Dialog = { kind: 'add' } | { kind: 'edit'; member: TeamMember } | { kind: 'remove'; member: TeamMember };

/**
 * /admindashboard/team (issue 41): the team the public site shows on /about and /profile{n}, in
 * this order. Admin adds, edits, moves and removes members.
 */
export default function TeamPage() {
  usePageTitle('Team', 'The team shown on the public site.');
  const team = useTeamMembers();
  const reorder = useReorderTeam();
  const invalidate = useInvalidateTeam();
  const { banner, show } = useTimedBanner();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const members = team.data ?? [];

  const move = async (index: number, by: -1 | 1) => {
    const ids = members.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    try {
      await reorder.mutateAsync(ids);
      show({ kind: 'success', text: `${members[index]!.name} moved ${by < 0 ? 'up' : 'down'}.` });
    } catch (error) {
      show({ kind: 'error', text: serverMessageOr(error, 'Something went wrong. Please try again.') });
    }
  };

  const saved = (_member: TeamMember, message: string) => {
    setDialog(null);
    void invalidate();
    show({ kind: 'success', text: message });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Team</h1>
          <p className="mt-1 text-ink-700">The people shown on the About page and their profile pages, in this order.</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Member
        </Button>
      </div>

      <div aria-live="polite">
        <TimedBanner banner={banner} />
      </div>

      {team.isPending ? (
        <Spinner label="Loading the team..." />
      ) : team.isError ? (
        <Alert as="p">The team could not be loaded.</Alert>
      ) : members.length === 0 ? (
        <EmptyState title="No team members yet." description="The About page shows no team until you add someone." />
      ) : (
        <ol aria-label="Team members" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {members.map((member, index) => (
            <li key={member.id} className="flex flex-wrap items-center gap-4 p-4">
              {member.photo_url ? (
                <img src={member.photo_url} width={64} height={64} alt="" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
              ) : (
                <span aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-slate-100" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-ink-900">{member.name}</p>
                <p className="text-sm text-ink-700">{member.title}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Move ${member.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => void move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Move ${member.name} down`}
                  disabled={index === members.length - 1 || reorder.isPending}
                  onClick={() => void move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button variant="secondary" size="sm" aria-label={`Edit ${member.name}`} onClick={() => setDialog({ kind: 'edit', member })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button variant="danger" size="sm" aria-label={`Remove ${member.name}`} onClick={() => setDialog({ kind: 'remove', member })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      {dialog?.kind === 'add' ? <TeamMemberDialog onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog?.kind === 'edit' ? <TeamMemberDialog member={dialog.member} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      {dialog?.kind === 'remove' ? (
        <RemoveDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onDone={(text) => {
            setDialog(null);
            show({ kind: 'success', text });
          }}
        />
      ) : null}
    </div>
  );
}

/** Removing needs a confirmation: the member and their photo are gone for good. */
function RemoveDialog({ member, onClose, onDone }: { member: TeamMember; onClose: () => void; onDone: (text: string) => void }) {
  const remove = useRemoveTeamMember();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.mutateAsync(member.id);
      onDone(`${member.name} was removed from the team.`);
    } catch (error) {
      setFailure(serverMessageOr(error, 'Something went wrong. Please try again.'));
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove this team member?"
      description={
        <>
          <strong className="font-semibold text-ink-900">{member.name}</strong> and their photo will be removed from the public site.
        </>
      }
      size="sm"
      footer={
        <DialogButtons
          danger
          busy={remove.isPending}
          label="Remove Member"
          busyLabel="Removing..."
          onCancel={onClose}
          onConfirm={() => void confirm()}
        />
      }
    >
      {failure ? <Alert as="p">{failure}</Alert> : <p className="text-sm text-ink-700">This cannot be undone.</p>}
    </Modal>
  );
}
