import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { PersonalDataCandidate } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { exportUrl, useErasePerson, usePerson, usePersonalDataOverview, useRunRetention, type PersonKey } from '../../api/personal-data';
import { Button } from '../../components/button';
import { DialogButtons } from '../../components/form-actions';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { TextInput } from '../../components/text-input';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDate, formatDateTime } from '../../lib/dates';
import { Alert } from '../../components/ui/alert';
import { DataTable, type DataColumn } from '../../components/ui/data-table';

/**
 * What the search box holds: a candidate id (digits, up to 9), an e-mail (has @) or a phone
 * (anything else with at least 6 digits).
 */
export function personKeyOf(text: string): PersonKey | null {
  const t = text.trim();
  if (!t) return null;
  if (t.includes('@')) return { email: t.toLowerCase() };
  const digits = t.replace(/\D/g, '');
  if (/^#?\d{1,9}$/.test(t)) return { candidate_id: Number(digits) };
  return digits.length >= 6 ? { phone: digits } : null;
}

const describe = (k: PersonKey) => (k.candidate_id !== undefined ? `candidate #${k.candidate_id}` : (k.email ?? k.phone ?? ''));

const CELL = 'px-4 py-2';

/** A person's applications, or those due for deletion, with what retention goes by. */
const CANDIDATE_COLUMNS: readonly DataColumn<PersonalDataCandidate>[] = [
  {
    key: 'candidate',
    header: 'Candidate',
    className: CELL,
    cell: (c) => (
      <>
        <span className="font-medium text-ink-900">{c.candidate_name}</span>
        <span className="block text-ink-700">
          #{c.id} · {c.email} · {c.mobile_number}
        </span>
      </>
    ),
  },
  { key: 'job', header: 'Job', className: CELL, cell: (c) => c.job_title ?? `Job ID: ${c.job_id}` },
  { key: 'status', header: 'Status', className: CELL, cell: (c) => c.status },
  {
    key: 'consent',
    header: 'Consent',
    className: CELL,
    cell: (c) => (
      <>
        {c.consent_source ?? 'none recorded'}
        {c.consent_at ? ` · ${formatDate(c.consent_at)}` : ''}
        {c.consent_version ? ` · notice ${c.consent_version}` : ''}
      </>
    ),
  },
  { key: 'last_activity', header: 'Last activity', className: CELL, cell: (c) => formatDate(c.last_activity) },
];

function CandidateRows({ rows, caption }: { rows: PersonalDataCandidate[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={CANDIDATE_COLUMNS}
      rows={rows}
      rowKey={(c) => c.id}
      rowClassName="align-top"
      plain
      tableClassName="w-full min-w-[640px]"
    />
  );
}

/** /admindashboard/personal-data (issue 18): what retention will erase, its runs, and a person's export and erasure. */
export default function PersonalDataPage() {
  usePageTitle('Personal data', 'Retention, export and erasure of candidates’ personal data.');
  const [params] = useSearchParams();
  const fromLink = params.get('candidate_id') ?? '';
  const [text, setText] = useState(fromLink);
  const [person, setPerson] = useState<PersonKey | null>(personKeyOf(fromLink));
  const [inputError, setInputError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const overview = usePersonalDataOverview();
  const found = usePerson(person);
  const run = useRunRetention();
  const erase = useErasePerson();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const key = personKeyOf(text);
    setInputError(key ? undefined : 'Give a candidate id, an e-mail or a phone number (at least 6 digits).');
    setNotice(null);
    setPerson(key);
  };

  const runNow = async () => {
    try {
      const r = await run.mutateAsync();
      setNotice({ kind: 'success', text: r.message ?? 'Retention run done.' });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : 'The retention run failed.' });
    }
  };

  const eraseNow = async () => {
    if (!person) return;
    try {
      const r = await erase.mutateAsync(person);
      setConfirming(false);
      setPerson(null);
      setText('');
      setNotice({ kind: 'success', text: r.message ?? 'Erased.' });
    } catch (error) {
      setConfirming(false);
      setNotice({ kind: 'error', text: error instanceof ApiError ? error.message : 'The erasure failed.' });
    }
  };

  const data = overview.data;
  const personData = found.data;
  const nothingHeld = found.error instanceof ApiError && found.error.status === 404;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-brand-900">Personal data</h1>
        <p className="mt-1 text-ink-700">Retention of candidates’ data, and a person’s export or erasure (DPDP Act 2023, GDPR).</p>
      </header>

      {notice ? (
        <Alert tone={notice.kind === 'error' ? 'error' : 'success'} size="md" as="p">
          {notice.text}
        </Alert>
      ) : null}

      <section aria-labelledby="person-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="person-heading" className="text-lg font-semibold text-brand-900">
          Export or erase a person
        </h2>
        <form noValidate onSubmit={find} className="mt-4 flex flex-wrap items-end gap-3">
          <TextInput
            className="min-w-64 flex-1"
            label="Candidate id, e-mail or phone"
            value={text}
            error={inputError}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">Find</Button>
        </form>
        <div className="mt-4">
          {!person ? null : found.isLoading ? (
            <Spinner label="Looking..." />
          ) : nothingHeld ||
            (personData &&
              personData.candidates.length === 0 &&
              personData.referrals_about +
                personData.feedback +
                personData.scam_reports +
                personData.mails +
                personData.client_contacts +
                personData.job_alerts ===
                0) ? (
            <p>Nothing is held about {describe(person)}.</p>
          ) : found.error ? (
            <p role="alert" className="text-danger-600">
              {found.error instanceof ApiError ? found.error.message : 'Could not look this person up.'}
            </p>
          ) : personData ? (
            <div className="space-y-4">
              <p className="text-ink-700">
                E-mail {personData.emails.join(', ') || '–'} · phone {personData.phones.join(', ') || '–'} · {personData.candidates.length}{' '}
                application(s), {personData.referrals_made} referral(s) made, named in {personData.referrals_about} referral(s), {personData.feedback}{' '}
                feedback, {personData.scam_reports} scam report(s), {personData.mails} e-mail(s), {personData.files} file(s),{' '}
                {personData.client_contacts} client contact(s), {personData.job_alerts} job alert(s).
              </p>
              {personData.candidates.length ? <CandidateRows rows={personData.candidates} caption="Applications of this person" /> : null}
              <div className="flex flex-wrap gap-3">
                <a
                  href={exportUrl(person)}
                  download
                  className="inline-flex items-center rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Download everything (zip)
                </a>
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  Erase this person
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="retention-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="retention-heading" className="text-lg font-semibold text-brand-900">
              Due for deletion
            </h2>
            {data ? (
              <p className="mt-1 text-ink-700">
                Candidates not hired are erased {data.retention_months} months after their last activity or consent: now those with nothing since{' '}
                {formatDate(data.cutoff)}. {data.due_total} due.
              </p>
            ) : null}
          </div>
          <Button variant="secondary" onClick={() => void runNow()} disabled={run.isPending}>
            {run.isPending ? 'Running...' : 'Run retention now'}
          </Button>
        </div>
        <div className="mt-4">
          {overview.isLoading ? (
            <Spinner label="Loading..." />
          ) : overview.error ? (
            <p role="alert" className="text-danger-600">
              Could not load the personal data overview.
            </p>
          ) : data && data.due.length ? (
            <CandidateRows rows={data.due} caption="Candidates due for deletion" />
          ) : (
            <p>Nobody is due for deletion.</p>
          )}
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="runs-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="runs-heading" className="text-lg font-semibold text-brand-900">
            Retention runs
          </h2>
          {data && data.runs.length ? (
            <ul className="mt-3 space-y-1 text-sm">
              {data.runs.map((r) => (
                <li key={r.id}>
                  {formatDateTime(r.ran_at)}: {r.candidates_erased} candidate(s), {r.referrals_deleted} referral(s), {r.files_removed} file(s)
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">No run yet.</p>
          )}
        </section>
        <section aria-labelledby="erasures-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="erasures-heading" className="text-lg font-semibold text-brand-900">
            Erasures
          </h2>
          {data && data.erasures.length ? (
            <ul className="mt-3 space-y-1 text-sm">
              {data.erasures.map((e) => (
                <li key={e.id}>
                  {formatDateTime(e.erased_at)}: {e.reason === 'admin' ? `by staff #${e.erased_by ?? '?'}` : 'by the friend’s removal link'} ·{' '}
                  {e.rows_deleted} row(s), {e.files_removed} file(s)
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm">No erasure yet.</p>
          )}
        </section>
      </div>

      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        size="sm"
        title="Erase this person?"
        description={`Every application, tracker, note, referral they made, feedback, scam report, e-mail and file of ${person ? describe(person) : ''} is deleted, and referrals naming them and their details as a client's contact are anonymised. This cannot be undone.`}
        footer={
          <DialogButtons
            danger
            busy={erase.isPending}
            label="Erase everything"
            busyLabel="Erasing..."
            onCancel={() => setConfirming(false)}
            onConfirm={() => void eraseNow()}
          />
        }
      >
        <p className="text-sm text-ink-700">Download the export first if the person asked for a copy.</p>
      </Modal>
    </div>
  );
}
