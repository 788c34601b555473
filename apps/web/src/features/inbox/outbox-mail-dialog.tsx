import { useEffect, useId, useState } from 'react';
import { MAIL_MSG } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useOutboxMail, useResendMail } from '../../api/outbox';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Spinner } from '../../components/spinner';
import { formatDateTime } from '../../lib/dates';
import { MAIL_KIND_LABELS, OUTBOX_STATUS_LABELS } from './outbox-labels';
import { Alert } from '../../components/ui/alert';

type Result = { kind: 'success' | 'error'; text: string };

/**
 * One mail of the Outbox: its headers and plain text as text; the HTML version, on request, only in
 * an iframe with `sandbox=""` and `srcdoc` (no script, no same origin, no forms, no navigation), so
 * whatever a mail holds cannot act in the staff portal. Resend queues a copy and says so; it is
 * disabled, with the reason, while the mail or a copy of it waits to be sent (the server refuses it).
 */
export function OutboxMailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mail = useOutboxMail(id);
  const resend = useResendMail();
  const [result, setResult] = useState<Result | null>(null);
  const [showHtml, setShowHtml] = useState(false);
  const pendingNoteId = useId();

  useEffect(() => {
    setResult(null);
    setShowHtml(false);
  }, [id]);

  async function onResend() {
    if (id === null) return;
    setResult(null);
    try {
      const body = await resend.mutateAsync(id);
      setResult({ kind: 'success', text: body.message ?? 'The mail is queued to be sent again.' });
    } catch (error) {
      setResult({ kind: 'error', text: error instanceof ApiError ? error.message : 'The mail could not be resent. Please try again.' });
    }
  }

  const m = mail.data;
  // the server would refuse it (409): this mail, or a copy of it, still waits to be sent
  const pending = Boolean(m?.resend_pending);
  return (
    <Modal
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m?.subject ?? 'Mail'}
      size="lg"
      footer={
        <>
          {pending ? (
            <p id={pendingNoteId} className="mr-auto self-center text-sm text-ink-700">
              {MAIL_MSG.resendAlreadyQueued}
            </p>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => void onResend()} disabled={!m || resend.isPending || pending} aria-describedby={pending ? pendingNoteId : undefined}>
            {resend.isPending ? 'Resending...' : 'Resend'}
          </Button>
        </>
      }
    >
      {mail.isPending ? (
        <Spinner label="Loading the mail..." className="justify-center py-10" />
      ) : mail.isError ? (
        <Alert as="p">{mail.error.message}</Alert>
      ) : m ? (
        <div className="space-y-4">
          {result ? (
            <Alert tone={result.kind === 'success' ? 'success' : 'error'} as="p" strong>
              {result.text}
            </Alert>
          ) : null}
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <Header label="To">{m.to_address}</Header>
            <Header label="Subject">{m.subject}</Header>
            <Header label="Kind">{MAIL_KIND_LABELS[m.kind] ?? m.kind}</Header>
            <Header label="Status">{OUTBOX_STATUS_LABELS[m.status]}</Header>
            <Header label="Created">{formatDateTime(m.created_at)}</Header>
            <Header label="Sent">{m.sent_at ? formatDateTime(m.sent_at) : 'Not yet'}</Header>
            <Header label="Attempts">{String(m.attempts)}</Header>
            {m.last_error ? <Header label="Last error">{m.last_error}</Header> : null}
            {m.attachments.length > 0 ? <Header label="Attachments">{m.attachments.map((a) => a.filename).join(', ')}</Header> : null}
          </dl>
          <section aria-label="Plain text">
            <h3 className="mb-1 text-sm font-semibold text-ink-700">Plain text</h3>
            {/* a long mail scrolls: the region takes the focus so keyboard users can scroll it too */}
            <pre
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 border border-slate-200 bg-slate-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-ink-900"
            >
              {m.text_body}
            </pre>
          </section>
          <div>
            <Button variant="ghost" size="sm" aria-expanded={showHtml} onClick={() => setShowHtml((v) => !v)}>
              {showHtml ? 'Hide the HTML version' : 'Show the HTML version'}
            </Button>
            {showHtml ? (
              <iframe
                title="HTML version of the mail"
                sandbox=""
                srcDoc={m.html_body}
                className="mt-2 h-96 w-full rounded-md border border-slate-200 bg-white"
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function Header({ label, children }: { label: string; children: string }) {
  return (
    <>
      <dt className="font-semibold text-ink-700">{label}</dt>
      <dd className="break-words text-ink-900">{children}</dd>
    </>
  );
}
