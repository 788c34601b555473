import { useEffect, useState } from 'react';
import { OUTBOX_STATUSES, type OutboxMail, type OutboxStatus } from '@talentra/contract';
import { useOutbox } from '../../api/outbox';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/dates';
import { CardLine } from './inbox-card-line';
import { InboxPager } from './inbox-pager';
import { OutboxMailDialog } from './outbox-mail-dialog';
import { MAIL_KIND_LABELS, NO_MAIL_SERVER_NOTE, OUTBOX_STATUS_CLASSES, OUTBOX_STATUS_LABELS } from './outbox-labels';

const attemptsLabel = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

const STATUS_OPTIONS = OUTBOX_STATUSES.map((s) => ({ value: s, label: OUTBOX_STATUS_LABELS[s] }));

export function StatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${OUTBOX_STATUS_CLASSES[status]}`}>
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * /admindashboard/outbox (issue 16): every e-mail the product sent or keeps, newest first, filtered
 * by status and paged by the server; Open shows one mail (headers and plain text; the HTML version
 * only in a sandboxed frame) with Resend. Without a mail server the mails wait here, and a note says so.
 */
export default function OutboxPage() {
  usePageTitle('Outbox', 'E-mails the product sent or keeps.');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useOutbox(page, status);

  useEffect(() => {
    if (outbox.error) console.error('Failed to load the outbox', outbox.error);
  }, [outbox.error]);

  const rows = outbox.data?.rows ?? [];
  const meta = outbox.data?.meta;
  const open = (mail: OutboxMail) => (
    <Button variant="secondary" size="sm" onClick={() => setOpenId(mail.id)} aria-label={`Open the mail “${mail.subject}” to ${mail.to_address}`}>
      Open
    </Button>
  );
  const columns: DataColumn<OutboxMail>[] = [
    {
      key: 'created_at',
      header: 'Created',
      cell: (m) => <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>,
      className: 'min-w-24 px-3 py-3 text-ink-700',
    },
    // an address breaks anywhere: a long one must not push Open out of view at 1280 px (issue 41)
    { key: 'to', header: 'To', cell: (m) => m.to_address, className: 'min-w-36 px-3 py-3 wrap-anywhere text-ink-900' },
    { key: 'subject', header: 'Subject', cell: (m) => m.subject, className: 'max-w-md min-w-48 px-3 py-3 font-medium break-words text-ink-900' },
    { key: 'kind', header: 'Kind', cell: (m) => MAIL_KIND_LABELS[m.kind] ?? m.kind, className: 'min-w-24 px-3 py-3 text-ink-700' },
    {
      key: 'status',
      header: 'Status',
      cell: (m) => (
        <>
          <StatusBadge status={m.status} />
          {m.attempts > 0 ? <span className="mt-1 block text-xs text-ink-500">{attemptsLabel(m.attempts)}</span> : null}
        </>
      ),
      className: 'px-3 py-3 whitespace-nowrap',
    },
    // Open stays in view at the right edge when long addresses and subjects make the table scroll (issue 43)
    { key: 'actions', header: <span className="sr-only">Actions</span>, cell: open, className: 'px-3 py-3 text-right', sticky: true },
  ];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">Outbox</h1>
        <p className="mt-1 text-ink-700">Every e-mail the product has sent or is about to send, newest first.</p>
      </div>

      {outbox.data && !outbox.data.mailServerConfigured ? (
        <p role="note" className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900">
          {NO_MAIL_SERVER_NOTE}
        </p>
      ) : null}

      <Select
        label="Status"
        className="max-w-xs"
        placeholder="All mails"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OutboxStatus | '');
          setPage(1);
        }}
      />

      <DataTable
        caption="Mails, newest first"
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        rowClassName="align-top"
        loading={outbox.isPending && 'Loading mails...'}
        error={outbox.error?.message}
        empty="No mails found."
        card={(m) => (
          <>
            <p className="font-semibold break-words text-ink-900">{m.subject}</p>
            <dl className="mt-2 space-y-1 text-sm">
              <CardLine label="To">{m.to_address}</CardLine>
              <CardLine label="Kind">{MAIL_KIND_LABELS[m.kind] ?? m.kind}</CardLine>
              <CardLine label="Status">
                {OUTBOX_STATUS_LABELS[m.status]}
                {m.attempts > 0 ? `, ${attemptsLabel(m.attempts)}` : ''}
              </CardLine>
              <CardLine label="Created">{formatDateTime(m.created_at)}</CardLine>
            </dl>
            <div className="mt-3">{open(m)}</div>
          </>
        )}
        footer={meta ? <InboxPager meta={meta} onPage={setPage} label="Outbox pages" /> : null}
      />

      <OutboxMailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
