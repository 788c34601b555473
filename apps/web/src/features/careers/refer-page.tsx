import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from '../../lib/location';
import { CheckCircle2, RotateCcw, UserCheck } from 'lucide-react';
import { CONSENT_TEXT, FORM_PAGE_HEADS, MAX_REFERRALS_PER_CANDIDATE_PER_JOB, PRIVACY_NOTICE_VERSION, REFERRAL_SUCCESS_MS } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import type { CandidateMatch } from '../../api/candidates-public';
import { InvalidJobDataError, usePublicJobPage } from '../../api/public-job';
import { referFriend } from '../../api/referrals-public';
import { Button } from '../../components/button';
import { TextInput } from '../../components/text-input';
import { Checkbox } from '../../components/checkbox';
import { ConsentLabel } from './consent-label';
import { usePageTitle } from '../../hooks/use-page-title';
import { CandidatePicker } from './candidate-picker';
import { positiveId, readReferState, referState, type ReferState } from './navigation-state';
import { orNA } from './job-text';
import { LIMIT_REACHED_LABEL, REFERRAL_NETWORK_ERROR, referralSuccessMessage, type ReferralField, type ReferredFriend } from './referral-rules';
import { lazyModule } from '../../lib/lazy-module';
import { useNativeForm, type FormValues } from '../../lib/native-form';

/** The referral's rules (the contract's ReferralSchema, zod) come with the form's first use, not with the page (issue 41). */
const loadCheck = lazyModule(() => import('./referral-check'));
import { Alert } from '../../components/ui/alert';

/** The refer form's job fetch errors (public-site.md §8). */
export function referJobError(error: unknown): string {
  if (error instanceof InvalidJobDataError) return 'Invalid job data format';
  if (error instanceof ApiError && error.status >= 400) return `Job not found (Status: ${error.status})`;
  if (error instanceof ApiError && error.status >= 200 && error.status < 300) return 'Invalid job data format';
  return 'Error fetching job details';
}

/** What the friend's fields hold (their inputs' names); the consent box: the referrer confirms the friend agreed to be contacted (issue 18), asked again for each friend. */
function friendFields(values: FormValues) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    friend_name: text(values.friend_name),
    friend_contact: text(values.friend_contact),
    friend_email: text(values.friend_email),
    preferred_company: text(values.preferred_company),
    friend_agreed: values.friend_agreed === true,
  };
}

/**
 * /refer/:jobId (public-site.md §2 Refer a Friend, §4, §5, §8). The job comes from navigation
 * state, else the path. (The public search no longer tells a candidate's own job: issue 18.)
 */
export default function ReferPage() {
  usePageTitle(FORM_PAGE_HEADS.refer.title, FORM_PAGE_HEADS.refer.description);
  const location = useLocation();
  const params = useParams();
  const stateJob = readReferState(location.state);
  const pathJobId = positiveId(params.jobId);

  const [candidate, setCandidate] = useState<CandidateMatch | null>(null);
  const [focusPicker, setFocusPicker] = useState(false);
  const [referred, setReferred] = useState<ReferredFriend[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ReferralField, string>>>({});
  const errorRef = useRef<HTMLElement>(null);
  const fail = (message: string, fields: Partial<Record<ReferralField, string>> = {}) => {
    setFormError(message);
    setFieldErrors(fields);
    revealErrors();
  };
  const [success, setSuccess] = useState<string | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(successTimer.current), []);

  const source: 'state' | 'path' | 'candidate' =
    stateJob && (pathJobId === undefined || stateJob.job_id === pathJobId) ? 'state' : pathJobId !== undefined ? 'path' : 'candidate';
  const fetchId = source === 'path' ? pathJobId : undefined;
  // without react-query (hooks/use-fetched.ts): a smaller first load (issue 41)
  const jobQuery = usePublicJobPage(fetchId, { enabled: fetchId !== undefined });
  const job: ReferState | undefined = source === 'state' ? stateJob : jobQuery.data && fetchId !== undefined ? referState(jobQuery.data) : undefined;
  const jobError = fetchId !== undefined && jobQuery.isError ? referJobError(jobQuery.error) : null;

  // the referral's rules need this visit's list of friends, so the submit checks (referral-check.ts)
  const { formProps, reset, revealErrors, isSubmitting } = useNativeForm({
    messageRef: errorRef,
    onSubmit: (values) => submit(values),
  });
  const limitReached = referred.length >= MAX_REFERRALS_PER_CANDIDATE_PER_JOB;

  const showSuccess = (message: string) => {
    clearTimeout(successTimer.current);
    setSuccess(message);
    successTimer.current = setTimeout(() => setSuccess(null), REFERRAL_SUCCESS_MS);
  };

  async function submit(values: FormValues) {
    const { friend_agreed, ...fields } = friendFields(values);
    setFormError(null);
    setFieldErrors({});
    let rules: typeof import('./referral-check');
    try {
      rules = await loadCheck();
    } catch {
      fail(REFERRAL_NETWORK_ERROR);
      return;
    }
    const check = rules.checkReferral(
      { candidate_id: candidate?.id, job_id: job?.job_id, ...fields, privacy_consent: friend_agreed ? PRIVACY_NOTICE_VERSION : '' },
      referred,
    );
    if (!check.ok) {
      fail(check.message, check.fields);
      return;
    }
    try {
      await referFriend(check.payload);
      setReferred((list) => [...list, { name: fields.friend_name.trim(), contact: fields.friend_contact.trim() }]);
      showSuccess(referralSuccessMessage(fields.friend_name, job?.job_title));
      reset();
    } catch (error) {
      fail(rules.referralFailureMessage(error) ?? REFERRAL_NETWORK_ERROR, rules.referralFieldErrors(error));
    }
  }

  /** Change: a new candidate; the job goes with the old one unless it came from navigation or the path. */
  const changeCandidate = () => {
    setCandidate(null);
    setFocusPicker(true);
    setFormError(null);
    setFieldErrors({});
  };

  /** Refer as Different Candidate: the whole form, the session list and the counter start again. */
  const startOver = () => {
    setCandidate(null);
    setFocusPicker(true);
    setReferred([]);
    setFormError(null);
    setFieldErrors({});
    clearTimeout(successTimer.current);
    setSuccess(null);
    reset();
  };

  const knownJob = source === 'candidate' ? undefined : job;

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Refer a Friend</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">
        {knownJob ? (
          <>
            Know someone who fits <strong className="text-ink-900">{knownJob.job_title}</strong>
            {knownJob.job_location ? ` in ${knownJob.job_location}` : ''}? Refer them below.
          </>
        ) : (
          'Know someone who would be a great fit? Find your name, then tell us about your friend.'
        )}
      </p>

      {jobError && !candidate ? (
        <Alert size="md" as="p" className="mt-6">
          {jobError}
        </Alert>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <form
          {...formProps}
          onFocus={() => void loadCheck().catch(() => undefined)}
          className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          {formError ? (
            <Alert ref={errorRef} tabIndex={-1} size="md" as="p">
              {formError}
            </Alert>
          ) : null}
          <div role="status" className={success ? undefined : 'sr-only'}>
            {success ? (
              <Alert tone="success" size="md" as="p" role={false} icon={CheckCircle2}>
                {success}
              </Alert>
            ) : null}
          </div>

          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold text-brand-900">Who are you?</legend>
            {candidate ? (
              <div className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-brand-200 bg-brand-50 p-4">
                <div className="flex min-w-0 gap-3">
                  <UserCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <div className="min-w-0">
                    <p className="text-sm text-ink-700">Referring as</p>
                    <p className="font-semibold break-words text-ink-900">{candidate.candidate_name}</p>
                    <p className="text-sm break-words text-ink-700">{candidate.email}</p>
                  </div>
                </div>
                <Button variant="secondary" size="sm" onClick={changeCandidate} aria-label={`Change candidate (${candidate.candidate_name})`}>
                  Change
                </Button>
              </div>
            ) : (
              <CandidatePicker autoFocus={focusPicker} onSelect={setCandidate} error={fieldErrors.candidate_id} />
            )}
          </fieldset>

          <fieldset className="space-y-4" disabled={limitReached}>
            <legend className="text-xl font-semibold text-brand-900">Your friend</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextInput label="Friend's Name" required autoComplete="off" maxLength={100} error={fieldErrors.friend_name} name="friend_name" />
              <TextInput
                label="Friend's Contact Number"
                type="tel"
                required
                inputMode="tel"
                autoComplete="off"
                maxLength={32}
                error={fieldErrors.friend_contact}
                name="friend_contact"
              />
              <TextInput
                label="Friend's Email (optional)"
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={254}
                error={fieldErrors.friend_email}
                name="friend_email"
              />
              <TextInput
                label="Preferred Company (optional)"
                autoComplete="off"
                maxLength={100}
                error={fieldErrors.preferred_company}
                name="preferred_company"
              />
            </div>
            <Checkbox label={<ConsentLabel text={CONSENT_TEXT.referral} />} error={fieldErrors.privacy_consent} name="friend_agreed" />
          </fieldset>

          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={limitReached || isSubmitting}>
              {limitReached ? LIMIT_REACHED_LABEL : isSubmitting ? 'Submitting...' : 'Refer Friend'}
            </Button>
            {candidate ? (
              <Button variant="ghost" size="lg" onClick={startOver}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Refer as Different Candidate
              </Button>
            ) : null}
          </div>
        </form>

        <div className="space-y-6">
          <section aria-labelledby="refer-job-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="refer-job-heading" className="text-lg font-semibold text-brand-900">
              Job Details
            </h2>
            <div className="mt-3 text-ink-700">
              {!candidate ? (
                <p>Please select a candidate first to see their job details</p>
              ) : job ? (
                <dl className="space-y-2">
                  <div>
                    <dt className="text-sm font-medium text-ink-500">Job Title</dt>
                    <dd className="font-semibold break-words text-ink-900">{orNA(job.job_title)}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-medium text-ink-500">Location</dt>
                    <dd className="break-words">{orNA(job.job_location)}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-medium text-ink-500">Company</dt>
                    <dd className="break-words">{orNA(job.client_name)}</dd>
                  </div>
                </dl>
              ) : jobError ? (
                <p role="alert" className="font-medium text-danger-600">
                  {jobError}
                </p>
              ) : fetchId !== undefined ? (
                <p role="status">Loading job details...</p>
              ) : (
                <p>Job information is missing</p>
              )}
            </div>
          </section>

          <section aria-labelledby="refer-session-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="refer-session-heading" className="text-lg font-semibold text-brand-900">
              Friends referred in this session ({referred.length})
            </h2>
            <p className="mt-1 text-sm text-ink-500">
              {referred.length} of {MAX_REFERRALS_PER_CANDIDATE_PER_JOB} referrals used for this job.
            </p>
            {referred.length ? (
              <ol className="mt-3 max-h-80 space-y-2 overflow-y-auto">
                {referred.map((friend, i) => (
                  <li key={`${friend.name}-${friend.contact}-${i}`} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
                    <span className="font-medium break-words text-ink-900">{friend.name}</span>
                    <span className="text-ink-700"> · {friend.contact}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-3 text-sm text-ink-700">No friends referred yet.</p>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}
