import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { ApiError } from '../api/api-client';
import { ButtonLink } from './button';
import { NoticeBanner, type Notice } from './notice-banner';
import { Spinner } from './spinner';

/** A page's fixed texts: its heading ('Edit Client'), the way back, and what it says instead of the form. */
export interface EditRecordTexts {
  title: string;
  back: { to: string; label: string };
  missingId: string;
  loading: string;
  notFound: string;
  failed: string;
}

interface EditRecordPageProps<T> {
  texts: EditRecordTexts;
  /** The id from the URL (null when it is not one) and the query reading that record. */
  id: number | null;
  query: { isLoading: boolean; isError: boolean; data: T | undefined; error: unknown };
  /** The record's name, after the heading once it is read ('Edit Client: Acme'). */
  nameOf: (record: T) => string;
  /** A result under the heading (e.g. 'Client updated successfully!'). */
  notice?: Notice | null;
  /** The form, given the record read. */
  children: (record: T) => ReactNode;
}

/** A staff page editing one record (a job, a client): the heading, a way back, and the form in a card once the record is read. */
export function EditRecordPage<T>({ texts, id, query, nameOf, notice = null, children }: EditRecordPageProps<T>) {
  let body;
  if (id === null) body = <NoticeBanner notice={{ tone: 'error', title: texts.missingId }} />;
  else if (query.isLoading) body = <Spinner label={texts.loading} />;
  else if (query.isError || query.data === undefined) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    body = <NoticeBanner notice={{ tone: 'error', title: notFound ? texts.notFound : texts.failed }} />;
  } else body = <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children(query.data)}</div>;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">
          {texts.title}
          {query.data !== undefined ? `: ${nameOf(query.data)}` : ''}
        </h1>
        <ButtonLink to={texts.back.to} variant="secondary" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {texts.back.label}
        </ButtonLink>
      </div>
      <NoticeBanner notice={notice} />
      {body}
    </section>
  );
}
