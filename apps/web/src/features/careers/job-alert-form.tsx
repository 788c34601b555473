import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  describeJobAlertSearch,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MSG,
  MSG,
  type JobAlertFrequency,
} from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import type { CareersSearch } from '../../api/careers-list';
import { requestJobAlert } from '../../api/job-alerts';
import { Button } from '../../components/button';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { MailSent } from './mail-sent';

const FAILED = 'Something went wrong. Please try again.';
/** A first check of the address (the server's is the full one). */
const looksLikeEmail = (s: string) => s.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

/**
 * The job alert form (issue 46), loaded when "Tell me about jobs like these" is pressed: the page's
 * search becomes the alert's, with an e-mail and how often. The answer is the same for every
 * address; the alert starts once the link in the mail is followed.
 */
export default function JobAlertForm({ search, onClose }: { search: CareersSearch; onClose: () => void }) {
  const criteria = { q: search.q, location: search.location, industry: search.industry, work_mode: search.work_mode, experience: search.experience };
  const email = useRef<HTMLInputElement>(null);
  const [frequency, setFrequency] = useState<JobAlertFrequency>('weekly');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => email.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.current?.value.trim() ?? '';
    const problem = !value ? MSG.required : !looksLikeEmail(value) ? MSG.invalidEmail : undefined;
    setFieldError(problem);
    setFormError(null);
    if (problem) return email.current?.focus();
    setBusy(true);
    try {
      setSent((await requestJobAlert({ ...criteria, email: value, frequency })) ?? JOB_ALERT_MSG.requested);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldError('email') : undefined;
      if (field) setFieldError(field);
      else setFormError(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <MailSent text={sent} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm" />;
  return (
    <form
      noValidate
      aria-labelledby="job-alert-title"
      onSubmit={(e) => void submit(e)}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm sm:p-6"
    >
      <h2 id="job-alert-title" className="text-lg font-semibold text-brand-900">
        {JOB_ALERT_MSG.offer}
      </h2>
      <p className="text-sm text-ink-700">
        We will e-mail you new jobs matching: <strong>{describeJobAlertSearch(criteria)}</strong>. You can unsubscribe from any of our e-mails with
        one click.
      </p>
      {formError ? <Alert as="p">{formError}</Alert> : null}
      <TextInput
        ref={email}
        id="job-alert-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        error={fieldError}
      />
      <fieldset>
        <legend className="text-sm font-medium text-ink-900">How often</legend>
        <div className="mt-2 flex gap-6">
          {JOB_ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="flex min-h-11 items-center gap-2 text-ink-900">
              <input type="radio" name="frequency" value={f} checked={frequency === f} onChange={() => setFrequency(f)} className="size-4" />
              {JOB_ALERT_FREQUENCY_LABELS[f]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'E-mail me new jobs'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
