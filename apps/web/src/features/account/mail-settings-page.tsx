import { useEffect, useState, type FormEvent } from 'react';
import { MAIL_MSG, MAIL_PREFERENCE_KINDS, MAIL_PREFERENCE_RECIPIENTS, type MailPreferenceKind, type MailPreferences } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useMailPreferences, useSaveMailPreferences } from '../../api/outbox';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Spinner } from '../../components/spinner';
import { usePageTitle } from '../../hooks/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { Alert } from '../../components/ui/alert';

/** Each notification mail a staff member can turn off, as the page names it. */
export const MAIL_PREFERENCE_LABELS: Record<MailPreferenceKind, { label: string; hint: string }> = {
  task_assigned: { label: 'Task assigned to my team', hint: 'An e-mail when Admin assigns a task to your team.' },
  job_closed: { label: 'Job closed', hint: 'An e-mail when a job is closed, by hand or when its positions are filled.' },
};

/**
 * …/mail-settings in every dashboard (issue 16): the notification e-mails this staff member receives,
 * one checkbox per kind their role gets, saved with a confirmation. Mails that are not notifications
 * (a password reset link) are always sent.
 */
export default function MailSettingsPage() {
  usePageTitle('Mail settings', 'The notification e-mails you receive.');
  const { user } = useAuth();
  const preferences = useMailPreferences();

  useEffect(() => {
    if (preferences.error) console.error('Failed to load mail settings', preferences.error);
  }, [preferences.error]);

  const kinds = MAIL_PREFERENCE_KINDS.filter((kind) => !user || MAIL_PREFERENCE_RECIPIENTS[kind].includes(user.user_role));

  return (
    <div className="max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Mail settings</h1>
        <p className="mt-1 text-ink-700">
          Choose the notification e-mails you receive{user ? ` at ${user.username}` : ''}. A password reset link is always sent.
        </p>
      </div>
      {preferences.isPending ? (
        <Spinner label="Loading your settings..." className="justify-center py-10" />
      ) : preferences.isError ? (
        <Alert as="p">{preferences.error.message}</Alert>
      ) : (
        <PreferencesForm initial={preferences.data} kinds={kinds} />
      )}
    </div>
  );
}

function PreferencesForm({ initial, kinds }: { initial: MailPreferences; kinds: readonly MailPreferenceKind[] }) {
  const save = useSaveMailPreferences();
  const [values, setValues] = useState<MailPreferences>(initial);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    try {
      const saved = await save.mutateAsync(Object.fromEntries(kinds.map((kind) => [kind, values[kind]])));
      setValues(saved);
      setResult({ kind: 'success', text: MAIL_MSG.preferencesSaved });
    } catch (error) {
      setResult({ kind: 'error', text: error instanceof ApiError ? error.message : 'The settings could not be saved. Please try again.' });
    }
  }

  return (
    <form
      aria-label="Mail settings"
      onSubmit={(e) => void submit(e)}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-semibold text-brand-900">Notification e-mails</legend>
        {kinds.map((kind) => (
          <div key={kind}>
            <Checkbox
              label={MAIL_PREFERENCE_LABELS[kind].label}
              checked={values[kind]}
              aria-describedby={`mail-pref-${kind}-hint`}
              onChange={(event) => {
                const checked = event.target.checked;
                setValues((v) => ({ ...v, [kind]: checked }));
                setResult(null);
              }}
            />
            <p id={`mail-pref-${kind}-hint`} className="mt-1 ml-6 text-sm text-ink-500">
              {MAIL_PREFERENCE_LABELS[kind].hint}
            </p>
          </div>
        ))}
      </fieldset>
      <div aria-live="polite">
        {result ? (
          <Alert tone={result.kind === 'success' ? 'success' : 'error'} as="p" strong>
            {result.text}
          </Alert>
        ) : null}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save settings'}
      </Button>
    </form>
  );
}
