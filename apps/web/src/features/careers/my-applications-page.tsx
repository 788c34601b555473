import { useEffect, useState, type FormEvent } from 'react';
import { APPLICANT_MSG, MSG, MY_APPLICATIONS_PATH } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import {
  downloadMyFile,
  eraseMyData,
  openMyApplications,
  replaceMyResume,
  requestMyApplicationsLink,
  viewMyApplications,
  withdrawMyApplication,
  type MyApplication,
  type MyApplicationsPage,
} from '../../api/my-applications';
import { Button } from '../../components/button';
import { FileField } from '../../components/file-field';
import { Link } from '../../components/link';
import { TextInput } from '../../components/text-input';
import { Alert } from '../../components/ui/alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { useLocation } from '../../lib/location';
import { MailSent } from './mail-sent';

/** The page's token, kept for the tab while it lasts (a reload keeps the page; the link opened once). */
const ACCESS_KEY = 'talentra.my-applications';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const FAILED = 'Something went wrong. Please try again.';
/** A first check of the address in the page (the server's is the full one): the contract's would load zod into this island. */
const looksLikeEmail = (s: string) => s.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);

const messageOf = (error: unknown) => (error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : FAILED);
const pageEnded = (error: unknown) => error instanceof ApiError && error.status === 422 && Boolean(error.fieldError('access'));

function readAccess(): string | null {
  try {
    return sessionStorage.getItem(ACCESS_KEY);
  } catch {
    return null;
  }
}
function keepAccess(access: string | null) {
  try {
    if (access) sessionStorage.setItem(ACCESS_KEY, access);
    else sessionStorage.removeItem(ACCESS_KEY);
  } catch {
    // storage off: the page works until it is reloaded
  }
}

type State =
  | { kind: 'loading' }
  | { kind: 'ask'; notice?: string }
  | { kind: 'page'; access: string; page: MyApplicationsPage; notice?: { tone: 'success' | 'error'; text: string } }
  | { kind: 'erased'; text: string };

/**
 * /my-applications (issue 46, decision 270): without a link, it asks for the e-mail and mails one
 * (the same answer for any address). With one (`#token`, opened once), it lists the applications
 * with their stage in the candidate's words, and lets them withdraw one, replace the résumé,
 * download their data or erase it. The page lasts 30 minutes.
 */
export default function MyApplicationsPage() {
  usePageTitle('My applications', 'See where your job applications stand, without a password: we e-mail you a link.');
  // the link's token as the page opened (taking it out of the address bar below changes the location)
  const [hash] = useState(useLocation().hash.replace(/^#/, ''));
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const show = async (access: string) => {
      const page = await viewMyApplications(access);
      if (live) setState({ kind: 'page', access, page });
    };
    void (async () => {
      try {
        if (TOKEN.test(hash)) {
          // the token leaves the address bar (and the history) at once; it opens once
          window.history.replaceState(null, '', MY_APPLICATIONS_PATH);
          const opened = await openMyApplications(hash);
          keepAccess(opened.access);
          await show(opened.access);
          return;
        }
        const kept = readAccess();
        if (kept) return await show(kept);
        if (live) setState({ kind: 'ask', notice: hash ? APPLICANT_MSG.linkInvalid : undefined });
      } catch (error) {
        keepAccess(null);
        if (!live) return;
        const invalid = error instanceof ApiError && error.status === 422;
        setState({ kind: 'ask', notice: invalid ? (error.fieldError('token') ?? error.fieldError('access') ?? error.message) : messageOf(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [hash]);

  const ended = () => {
    keepAccess(null);
    setState({ kind: 'ask', notice: APPLICANT_MSG.pageExpired });
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">My applications</h1>
      {state.kind === 'loading' ? (
        <p className="mt-6 text-ink-700" role="status">
          Loading your applications...
        </p>
      ) : state.kind === 'ask' ? (
        <AskForLink notice={state.notice} />
      ) : state.kind === 'erased' ? (
        <Alert tone="success" as="p" className="mt-6">
          {state.text}
        </Alert>
      ) : (
        <Applications
          state={state}
          onChange={(next) => setState(next)}
          onEnded={ended}
          onErased={(text) => {
            keepAccess(null);
            setState({ kind: 'erased', text });
          }}
        />
      )}
      <p className="mt-8 text-sm text-ink-700">
        How we handle personal data:{' '}
        <Link to="/privacy" className="font-semibold text-brand-800 underline">
          our privacy notice
        </Link>
        .
      </p>
    </section>
  );
}

function AskForLink({ notice }: { notice?: string }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? MSG.required : !looksLikeEmail(value) ? MSG.invalidEmail : undefined;
    setFieldError(problem);
    setFormError(null);
    if (problem) {
      document.getElementById('my-applications-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      setSent((await requestMyApplicationsLink(value)) ?? APPLICANT_MSG.linkSent);
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldError('email') : undefined;
      if (field) setFieldError(field);
      else setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <MailSent text={sent} className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" />;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {notice ? <Alert as="p">{notice}</Alert> : null}
      <p className="text-ink-700">Enter the e-mail address you applied with. We will send it a link to see your applications: no password needed.</p>
      {formError ? <Alert as="p">{formError}</Alert> : null}
      <TextInput
        id="my-applications-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Sending...' : 'Send me a link'}
      </Button>
    </form>
  );
}

type PageState = Extract<State, { kind: 'page' }>;

function Applications({
  state,
  onChange,
  onEnded,
  onErased,
}: {
  state: PageState;
  onChange: (next: PageState) => void;
  onEnded: () => void;
  onErased: (text: string) => void;
}) {
  const { access, page } = state;
  const [confirmErase, setConfirmErase] = useState(false);
  const [busy, setBusy] = useState(false);
  const until = new Date(page.expires_at).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });

  const replace = (updated: MyApplication, text: string) =>
    onChange({
      ...state,
      page: { ...page, applications: page.applications.map((a) => (a.id === updated.id ? updated : a)) },
      notice: { tone: 'success', text },
    });
  const failed = (error: unknown) => (pageEnded(error) ? onEnded() : onChange({ ...state, notice: { tone: 'error', text: messageOf(error) } }));

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 space-y-6">
      <p className="text-ink-700">
        Applications made with <strong>{page.email}</strong>. This page stays open until {until}.
      </p>
      {state.notice ? (
        <Alert tone={state.notice.tone === 'success' ? 'success' : undefined} as="p">
          {state.notice.text}
        </Alert>
      ) : null}
      {page.applications.length === 0 ? (
        <p className="text-ink-700">We hold no applications from this address.</p>
      ) : (
        <ul className="space-y-4" aria-label="Your applications">
          {page.applications.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              busy={busy}
              onWithdraw={() =>
                run(async () => {
                  const res = await withdrawMyApplication(access, a.id);
                  replace(res.data, res.message ?? APPLICANT_MSG.withdrawn);
                })
              }
              onResume={(file) =>
                run(async () => {
                  const res = await replaceMyResume(access, a.id, file);
                  replace(res.data, res.message ?? APPLICANT_MSG.resumeReplaced);
                })
              }
              onCalendar={() => run(() => downloadMyFile(`/my-applications/interviews/${a.interview!.id}/calendar`, access, 'interview.ics'))}
            />
          ))}
        </ul>
      )}
      <section aria-labelledby="my-data" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="my-data" className="text-xl font-semibold text-brand-900">
          Your data
        </h2>
        <p className="mt-2 text-ink-700">Download everything we hold about you, or erase it: your applications, résumés and our e-mails to you.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => downloadMyFile('/my-applications/export', access, 'personal-data.zip'))}
          >
            Download my data
          </Button>
          {confirmErase ? (
            <>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    const res = await eraseMyData(access);
                    onErased(res.message ?? APPLICANT_MSG.erased);
                  })
                }
              >
                Yes, erase everything
              </Button>
              <Button variant="secondary" onClick={() => setConfirmErase(false)}>
                Keep my data
              </Button>
            </>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => setConfirmErase(true)}>
              Erase my data
            </Button>
          )}
        </div>
        {confirmErase ? <p className="mt-3 text-sm text-ink-700">Erasing cannot be undone: every application of this address goes with it.</p> : null}
      </section>
    </div>
  );
}

function ApplicationCard({
  application: a,
  busy,
  onWithdraw,
  onResume,
  onCalendar,
}: {
  application: MyApplication;
  busy: boolean;
  onWithdraw: () => Promise<void>;
  onResume: (file: File) => Promise<void>;
  onCalendar: () => Promise<void>;
}) {
  const [confirm, setConfirm] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const applied = new Date(a.applied_at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-brand-900">
            <a className="underline" href={`/jobs/${a.job_id}`}>
              {a.job_title}
            </a>
          </h2>
          <p className="text-sm text-ink-700">
            Applied on <time dateTime={a.applied_at}>{applied}</time>
            {a.resume_name ? ` · Résumé: ${a.resume_name}` : ''}
          </p>
        </div>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          <span className="sr-only">Stage: </span>
          {a.stage_label}
        </p>
      </div>
      {a.interview ? (
        <p className="mt-3 text-sm">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void onCalendar()}>
            Add the interview to my calendar (.ics)
          </Button>
        </p>
      ) : null}
      <form
        noValidate
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return setFileError(MSG.resumeRequired);
          setFileError(undefined);
          void onResume(file).then(() => {
            setFile(null);
            (e.target as HTMLFormElement).reset();
          });
        }}
      >
        <FileField
          id={`resume-${a.id}`}
          label={`New résumé for ${a.job_title}`}
          hint="PDF or Word, 2 MB at most"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          error={fileError}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Replace résumé
        </Button>
      </form>
      {a.can_withdraw ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {confirm ? (
            <>
              <span className="text-sm text-ink-700">Withdraw this application? This cannot be undone.</span>
              <Button variant="danger" size="sm" disabled={busy} onClick={() => void onWithdraw().then(() => setConfirm(false))}>
                Yes, withdraw
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirm(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setConfirm(true)}>
              Withdraw application
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
