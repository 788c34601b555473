import { useEffect, useState, type FormEvent } from 'react';
import { CLIENT_DECISION_LABELS, formatCalendarDay, type ClientDecision } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import {
  decideOnCandidate,
  giveClientFeedback,
  openClientReview,
  reviewResumeUrl,
  type ClientReviewPage,
  type ReviewCandidate,
} from '../../api/client-review-public';
import { Button } from '../../components/button';
import { Textarea } from '../../components/textarea';
import { Alert } from '../../components/ui/alert';
import { company } from '../../content/company';
import { usePageTitle } from '../../hooks/use-page-title';
import { useParams } from '../../lib/location';

const FAILED = 'Something went wrong. Please try again.';
const messageOf = (error: unknown) => (error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : FAILED);

type State = { kind: 'loading' } | { kind: 'gone'; status: number; text: string } | { kind: 'page'; page: ClientReviewPage };

/** Keeps the page out of search results, whatever head the server sent. */
function useNoIndex() {
  useEffect(() => {
    let meta = document.querySelector('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'robots');
      document.head.append(meta);
    }
    meta.setAttribute('content', 'noindex, nofollow');
  }, []);
}

/**
 * /review/{token} (issue 44): a client's contact reviews the candidates the agency sent, without an
 * account. Each candidate shows name, experience, notice period (and expected CTC when the agency
 * chose to), the résumé in the browser, and Shortlist for interview or Not suitable with a reason.
 * An expired or revoked link says so and whom to ask.
 */
export default function ClientReviewPage() {
  usePageTitle('Candidate review', `Candidates sent for your review by ${company.name}.`);
  useNoIndex();
  const token = useParams().token ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    openClientReview(token)
      .then((page) => live && setState({ kind: 'page', page }))
      .catch((error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : 0;
        setState({
          kind: 'gone',
          status,
          text: status === 404 ? 'This review link is not valid. Please check the link in your e-mail.' : messageOf(error),
        });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const replace = (c: ReviewCandidate) =>
    setState((s) =>
      s.kind === 'page' ? { kind: 'page', page: { ...s.page, candidates: s.page.candidates.map((x) => (x.id === c.id ? c : x)) } } : s,
    );

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      {state.kind === 'loading' ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">Candidate review</h1>
          <p className="mt-6 text-ink-700" role="status">
            Loading the candidates...
          </p>
        </>
      ) : state.kind === 'gone' ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{state.status === 410 ? 'This link no longer works' : 'Candidate review'}</h1>
          <Alert tone={state.status === 410 ? 'info' : 'error'} as="p" className="mt-6">
            {state.text}
          </Alert>
        </>
      ) : (
        <Review token={token} page={state.page} onDecided={replace} />
      )}
    </section>
  );
}

function Review({ token, page, onDecided }: { token: string; page: ClientReviewPage; onDecided: (c: ReviewCandidate) => void }) {
  const feedback = page.kind === 'feedback';
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{page.company_name}</p>
      <h1 className="mt-1 text-3xl font-bold text-brand-900">{feedback ? 'Client interview feedback' : 'Candidates for your review'}</h1>
      <p className="mt-3 text-ink-800">
        Dear {page.contact_name}, {feedback ? 'please rate the candidate you interviewed for' : 'these candidates are for'}{' '}
        <strong>{page.job_title}</strong>
        {page.job_location ? ` (${page.job_location})` : ''}.
      </p>
      {page.note ? (
        <div className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4">
          <h2 className="text-sm font-semibold text-brand-900">Note from {company.name}</h2>
          <p className="mt-1 whitespace-pre-line text-ink-800">{page.note}</p>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-ink-700">
        This link is for you only and works until {formatCalendarDay(page.expires_at)}. Questions: {page.agency_contact}.
      </p>
      <ul className="mt-8 space-y-6" aria-label="Candidates">
        {page.candidates.map((c) => (
          <li key={c.id}>
            <CandidateCard token={token} candidate={c} feedback={feedback} onDecided={onDecided} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-700">{label}</dt>
      <dd className="text-ink-900">{value}</dd>
    </div>
  );
}

function CandidateCard({
  token,
  candidate: c,
  feedback,
  onDecided,
}: {
  token: string;
  candidate: ReviewCandidate;
  feedback: boolean;
  onDecided: (c: ReviewCandidate) => void;
}) {
  const headingId = `candidate-${c.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-ink-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {c.name}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label="Total experience" value={c.years_experience} />
        <Fact label="Relevant experience" value={c.relevant_experience} />
        <Fact label="Current company" value={c.current_company} />
        <Fact label="Location" value={c.current_location} />
        <Fact label="Notice period" value={c.notice_period} />
        <Fact label="Expected CTC" value={c.expected_ctc} />
      </dl>
      {c.has_resume ? (
        <p className="mt-4">
          <a className="font-semibold text-brand-800 underline" href={reviewResumeUrl(token, c.id)} target="_blank" rel="noreferrer noopener">
            Open the résumé of {c.name}
          </a>
        </p>
      ) : null}
      {feedback ? <FeedbackForm token={token} candidate={c} onDone={onDecided} /> : <DecisionForm token={token} candidate={c} onDone={onDecided} />}
    </article>
  );
}

function DecisionForm({ token, candidate: c, onDone }: { token: string; candidate: ReviewCandidate; onDone: (c: ReviewCandidate) => void }) {
  const [decision, setDecision] = useState<ClientDecision | null>(null);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (c.decision) {
    return (
      <Alert tone={c.decision === 'shortlisted' ? 'success' : 'info'} as="p" className="mt-4">
        Your decision: {CLIENT_DECISION_LABELS[c.decision]}
        {c.reason ? ` (${c.reason})` : ''}.
      </Alert>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision) return setErrors({ decision: 'Choose Shortlist for interview or Not suitable.' });
    if (decision === 'not_suitable' && !reason.trim()) return setErrors({ reason: 'Please give a reason.' });
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const res = await decideOnCandidate(token, c.id, { decision, reason: reason.trim() || null, comment: comment.trim() || null });
      onDone(res.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length)
        setErrors({ reason: error.fieldError('reason'), comment: error.fieldError('comment') });
      setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const groupId = `decision-${c.id}`;
  return (
    <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset aria-describedby={errors.decision ? `${groupId}-error` : undefined}>
        <legend className="text-sm font-semibold text-ink-900">Your decision on {c.name}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['shortlisted', 'not_suitable'] as const).map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-2 text-ink-900">
              <input type="radio" name={groupId} value={d} checked={decision === d} onChange={() => setDecision(d)} className="h-5 w-5" />
              {d === 'shortlisted' ? 'Shortlist for interview' : 'Not suitable'}
            </label>
          ))}
        </div>
        {errors.decision ? (
          <p id={`${groupId}-error`} className="mt-1 text-sm text-danger-600">
            {errors.decision}
          </p>
        ) : null}
      </fieldset>
      {decision === 'not_suitable' ? (
        <Textarea
          id={`reason-${c.id}`}
          label="Reason"
          required
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
      ) : null}
      <Textarea
        id={`comment-${c.id}`}
        label="Comment (optional)"
        rows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={errors.comment}
      />
      {formError ? (
        <Alert as="p" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send decision'}
      </Button>
    </form>
  );
}

function FeedbackForm({ token, candidate: c, onDone }: { token: string; candidate: ReviewCandidate; onDone: (c: ReviewCandidate) => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (c.rating !== null) {
    return (
      <Alert tone="success" as="p" className="mt-4">
        Your rating: {c.rating}/5. Thank you.
      </Alert>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1 || !comment.trim()) return setFormError('Choose a rating from 1 to 5 and write a comment.');
    setBusy(true);
    setFormError(null);
    try {
      onDone((await giveClientFeedback(token, c.id, { rating, comment: comment.trim() })).data);
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">Rating</legend>
        <div className="mt-2 flex gap-4">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex min-h-11 items-center gap-1 text-ink-900">
              <input type="radio" name={`rating-${c.id}`} value={n} checked={rating === n} onChange={() => setRating(n)} className="h-5 w-5" />
              {n}
            </label>
          ))}
        </div>
      </fieldset>
      <Textarea id={`feedback-${c.id}`} label="Comments" required rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      {formError ? (
        <Alert as="p" role="alert">
          {formError}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : 'Send feedback'}
      </Button>
    </form>
  );
}
