import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-client';
import { useClientOwnerChanges, useSetClientOwner, type Client } from '../../api/clients';
import { useStaffUsers } from '../../api/users';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { Alert } from '../../components/ui/alert';
import { formatDateTime } from '../../lib/dates';

const NO_OWNER = '';

/**
 * A client's owner on its edit page, for Admin only (issue 47, decision 297): the Bdm whose client it
 * is (their reports read it). The choices are the active Bdm users; the server refuses anyone else.
 * Below it, the last changes: who gave it to whom, and when.
 */
export function ClientOwnerSection({ client }: { client: Client }) {
  const users = useStaffUsers();
  const changes = useClientOwnerChanges(client.id);
  const save = useSetClientOwner(client.id);
  const [chosen, setChosen] = useState(client.owner_user_id === null ? NO_OWNER : String(client.owner_user_id));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const bdms = (users.data ?? []).filter((u) => u.user_role === 'Bdm' && u.is_active);
  const options = bdms.map((u) => ({ value: String(u.id), label: u.username }));
  // the current owner stays shown even when no longer an active Bdm (the server keeps it until changed)
  if (client.owner_user_id !== null && !bdms.some((u) => u.id === client.owner_user_id)) {
    options.unshift({ value: String(client.owner_user_id), label: `${client.owner_name ?? `User ${client.owner_user_id}`} (not an active Bdm)` });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFieldError(undefined);
    save.mutate(chosen === NO_OWNER ? null : Number(chosen), {
      onSuccess: (r) => setNotice({ tone: 'success', text: r.message }),
      onError: (error) => {
        if (error instanceof ApiError) setFieldError(error.fieldError('owner_user_id'));
        setNotice({ tone: 'error', text: error.message });
      },
    });
  };

  return (
    <section aria-labelledby="client-owner-heading" className="mt-6 rounded-lg border border-ink-200 bg-white p-4">
      <h2 id="client-owner-heading" className="text-xl font-semibold text-brand-900">
        Owner
      </h2>
      <p className="mt-1 text-sm text-ink-700">The Bdm whose client this is: their reports include it.</p>
      <form noValidate onSubmit={submit} aria-label="Client owner" className="mt-3 flex flex-wrap items-end gap-3">
        <Select
          id="client-owner"
          label="Owner"
          className="min-w-64 flex-1"
          placeholder="No owner"
          options={options}
          value={chosen}
          error={fieldError}
          hint={users.isError ? 'The list of Bdm users could not be loaded.' : undefined}
          onChange={(e) => setChosen(e.target.value)}
        />
        <Button type="submit" disabled={save.isPending || users.isPending}>
          {save.isPending ? 'Saving...' : 'Save owner'}
        </Button>
      </form>
      {notice ? (
        <Alert tone={notice.tone} as="p" className="mt-3">
          {notice.text}
        </Alert>
      ) : null}
      {changes.data && changes.data.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-ink-900">Changes of owner</h3>
          <ul className="mt-1 space-y-1 text-sm text-ink-700" aria-label="Changes of owner">
            {changes.data.slice(0, 5).map((c) => (
              <li key={c.id}>
                {formatDateTime(c.changed_at)}: {c.from_name ?? 'no owner'} → {c.to_name ?? 'no owner'}, by {c.changed_by_name ?? 'a removed user'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
