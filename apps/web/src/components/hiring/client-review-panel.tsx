import { useState, type FormEvent } from 'react';
import { CLIENT_DECISION_LABELS, type PipelineBoard } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useAskFeedback, useClientReviews, useRevokeReview, useSendForReview, type ClientReview } from '../../api/client-review';
import { formatDateTime } from '../../lib/interview-time';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { FormActions } from '../form-actions';
import { Modal } from '../modal';
import { Select } from '../select';
import { Textarea } from '../textarea';
import { Alert } from '../ui/alert';

const STATUS_LABELS: Record<ClientReview['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };
/** The columns after the client CV review was completed: the client may be asked to rate these candidates. */
const AFTER_CLIENT_REVIEW = new Set(['client_interview', 'offer_letter', 'joined']);
type ContactOption = { id: number; name: string; email: string; designation: string | null };
const contactOptions = (contacts: ContactOption[]) =>
  contacts.map((c) => ({ value: String(c.id), label: `${c.name} (${c.email})${c.designation ? `, ${c.designation}` : ''}` }));
const NO_CONTACTS = 'This client has no contacts yet: Admin or Bdm adds them.';

/**
 * A job's client review (issue 44) on its board, for Admin and Hrteam: "Send to client" picks
 * candidates at the client CV review stage and a contact of the job's client; below, each link sent
 * with whom it went to, who sent it, each opening (when, from where) and each decision, and Revoke.
 */
export function ClientReviewPanel({ board }: { board: PipelineBoard }) {
  const jobId = board.job.job_id;
  const reviews = useClientReviews(jobId);
  const revoke = useRevokeReview(jobId);
  const [open, setOpen] = useState<'send' | 'feedback' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const atReview = board.columns.find((c) => c.key === 'client_cv_review')?.cards.filter((c) => !c.rejected) ?? [];
  const afterReview = board.columns.filter((c) => AFTER_CLIENT_REVIEW.has(c.key)).flatMap((c) => c.cards.filter((card) => !card.rejected));
  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };

  return (
    <section aria-labelledby="client-review-heading" className="rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="client-review-heading" className="text-xl font-semibold text-brand-900">
          Client review
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setOpen('send')} disabled={board.job.closed || atReview.length === 0}>
            Send to client
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen('feedback')} disabled={board.job.closed || afterReview.length === 0}>
            Ask for feedback
          </Button>
        </div>
      </div>
      {atReview.length === 0 ? <p className="mt-2 text-sm text-ink-700">No candidate is at the client CV review stage.</p> : null}
      {notice ? (
        <Alert tone="success" as="p" className="mt-3">
          {notice}
        </Alert>
      ) : null}
      {reviews.isError ? (
        <Alert as="p" className="mt-3">
          {reviews.error.message}
        </Alert>
      ) : null}
      {reviews.data && reviews.data.links.length > 0 ? (
        <ul className="mt-4 space-y-3" aria-label="Links sent to the client">
          {reviews.data.links.map((l) => (
            <li key={l.id} className="rounded-md border border-ink-200 p-3 text-sm">
              <p className="font-semibold text-ink-900">
                {l.kind === 'feedback' ? 'Feedback link' : 'Review link'} to {l.contact.name} ({l.contact.email}) · {STATUS_LABELS[l.status]}
              </p>
              <p className="text-ink-700">
                Sent {formatDateTime(l.created_at)}
                {l.sent_by ? ` by ${l.sent_by}` : ''} · expires {formatDateTime(l.expires_at)}
              </p>
              <p className="text-ink-700">
                {l.views.length === 0
                  ? 'Not opened yet.'
                  : `Opened ${l.views.length} ${l.views.length === 1 ? 'time' : 'times'}: last ${formatDateTime(l.views[0]!.at)} from ${l.views[0]!.ip}`}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {l.candidates.map((c) => (
                  <li key={c.id}>
                    {c.name}:{' '}
                    {c.decision
                      ? `${CLIENT_DECISION_LABELS[c.decision]}${c.reason ? ` (${c.reason})` : ''}`
                      : c.rating !== null
                        ? `rated ${c.rating}/5`
                        : 'no decision yet'}
                    {c.comment ? `: ${c.comment}` : ''}
                  </li>
                ))}
              </ul>
              {l.status === 'active' ? (
                <Button
                  className="mt-2"
                  size="sm"
                  variant="secondary"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(l.id)}
                  aria-label={`Revoke the link to ${l.contact.name} sent ${formatDateTime(l.created_at)}`}
                >
                  Revoke
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {open === 'send' ? (
        <SendDialog
          jobId={jobId}
          candidates={atReview.map((c) => ({ id: c.candidate_id, name: c.candidate_name }))}
          contacts={reviews.data?.contacts ?? []}
          onClose={() => setOpen(null)}
          onSent={done}
        />
      ) : null}
      {open === 'feedback' ? (
        <FeedbackDialog
          jobId={jobId}
          candidates={afterReview.map((c) => ({ id: c.candidate_id, name: c.candidate_name }))}
          contacts={reviews.data?.contacts ?? []}
          onClose={() => setOpen(null)}
          onSent={done}
        />
      ) : null}
    </section>
  );
}

/** "Send to client": candidates at the client CV review stage, a contact, a note (the board's panel and the candidate profile). */
export function SendDialog({
  jobId,
  candidates,
  contacts,
  onClose,
  onSent,
}: {
  jobId: number;
  candidates: { id: number; name: string }[];
  contacts: ContactOption[];
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const send = useSendForReview();
  const [chosen, setChosen] = useState<number[]>(candidates.map((c) => c.id));
  const [contactId, setContactId] = useState(contacts.length === 1 ? String(contacts[0]!.id) : '');
  const [note, setNote] = useState('');
  const [showCtc, setShowCtc] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!contactId) problems.contact_id = 'Choose a contact';
    if (chosen.length === 0) problems.candidate_ids = 'Choose at least one candidate';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setFormError(null);
    send.mutate(
      { job_id: jobId, contact_id: Number(contactId), candidate_ids: chosen, note: note.trim() || null, show_ctc: showCtc },
      {
        onSuccess: (r) => onSent(r.message),
        onError: (error) => {
          if (error instanceof ApiError) setErrors({ contact_id: error.fieldError('contact_id'), candidate_ids: error.fieldError('candidate_ids') });
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title="Send to client" size="md">
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">Candidates at client CV review</legend>
          <div className="mt-2 space-y-1">
            {candidates.map((c) => (
              <Checkbox
                key={c.id}
                id={`send-candidate-${c.id}`}
                label={c.name}
                checked={chosen.includes(c.id)}
                onChange={(e) => setChosen((s) => (e.target.checked ? [...s, c.id] : s.filter((x) => x !== c.id)))}
              />
            ))}
          </div>
          {errors.candidate_ids ? <p className="mt-1 text-sm text-danger-600">{errors.candidate_ids}</p> : null}
        </fieldset>
        <Select
          id="send-contact"
          label="Contact"
          required
          placeholder="Choose a contact..."
          options={contactOptions(contacts)}
          value={contactId}
          error={errors.contact_id ?? (contacts.length === 0 ? NO_CONTACTS : undefined)}
          onChange={(e) => setContactId(e.target.value)}
        />
        <Textarea id="send-note" label="Note to the client" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        <Checkbox id="send-show-ctc" label="Show the expected CTC" checked={showCtc} onChange={(e) => setShowCtc(e.target.checked)} />
        <FormActions error={formError} busy={send.isPending} label="Send" busyLabel="Sending..." onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** After the client interview: one candidate, one contact, a note; the contact gets a link to rate the candidate. */
function FeedbackDialog({
  jobId,
  candidates,
  contacts,
  onClose,
  onSent,
}: {
  jobId: number;
  candidates: { id: number; name: string }[];
  contacts: ContactOption[];
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const ask = useAskFeedback(jobId);
  const [candidateId, setCandidateId] = useState(candidates.length === 1 ? String(candidates[0]!.id) : '');
  const [contactId, setContactId] = useState(contacts.length === 1 ? String(contacts[0]!.id) : '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!candidateId) problems.candidate_id = 'Choose a candidate';
    if (!contactId) problems.contact_id = 'Choose a contact';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setFormError(null);
    ask.mutate(
      { candidate_id: Number(candidateId), contact_id: Number(contactId), note: note.trim() || null },
      {
        onSuccess: (r) => onSent(r.message),
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors({
              candidate_id: error.fieldError('candidate_id') ?? error.fieldError('candidate_ids'),
              contact_id: error.fieldError('contact_id'),
            });
          }
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title="Ask the client for feedback" size="md">
      <form noValidate onSubmit={submit} className="space-y-4">
        <Select
          id="feedback-candidate"
          label="Candidate"
          required
          placeholder="Choose a candidate..."
          options={candidates.map((c) => ({ value: String(c.id), label: c.name }))}
          value={candidateId}
          error={errors.candidate_id}
          onChange={(e) => setCandidateId(e.target.value)}
        />
        <Select
          id="feedback-contact"
          label="Contact"
          required
          placeholder="Choose a contact..."
          options={contactOptions(contacts)}
          value={contactId}
          error={errors.contact_id ?? (contacts.length === 0 ? NO_CONTACTS : undefined)}
          onChange={(e) => setContactId(e.target.value)}
        />
        <Textarea id="feedback-note" label="Note to the client" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        <FormActions error={formError} busy={ask.isPending} label="Send" busyLabel="Sending..." onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** The Send to client dialog for one job, its client's contacts read first (the candidate profile). */
export function SendToClientDialog({
  jobId,
  candidates,
  onClose,
  onSent,
}: {
  jobId: number;
  candidates: { id: number; name: string }[];
  onClose: () => void;
  onSent: (message: string) => void;
}) {
  const reviews = useClientReviews(jobId);
  if (reviews.isError)
    return (
      <Modal open onOpenChange={(o) => !o && onClose()} title="Send to client" size="md">
        <Alert as="p">{reviews.error.message}</Alert>
      </Modal>
    );
  if (!reviews.data) return null;
  return <SendDialog jobId={jobId} candidates={candidates} contacts={reviews.data.contacts} onClose={onClose} onSent={onSent} />;
}
