import { useEffect, useState, type FormEvent } from 'react';
import { MAIL_TEMPLATE_MSG, mailTemplateRefusal, type MailTemplate, type MailTemplateKey, type MailTemplatePreview } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { useMailTemplates, usePreviewMailTemplate, useResetMailTemplate, useSaveMailTemplate } from '../../api/mail-templates';
import { Button } from '../../components/button';
import { Select } from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { Alert } from '../../components/ui/alert';
import { usePageTitle } from '../../hooks/use-page-title';
import { formatDateTime } from '../../lib/dates';

type Result = { kind: 'success' | 'error'; text: string };

/**
 * /admindashboard/mail-templates (issue 43): the texts of the mails candidates receive (application
 * received, stage change, interview invitation, rejection). Admin edits one at a time with the
 * placeholders it may use, previews it filled with sample values, saves it (an unknown placeholder
 * is refused, here and by the server) or puts the default text back. Subjects stay fixed.
 */
export default function MailTemplatesPage() {
  usePageTitle('E-mail templates', 'The texts of the e-mails candidates receive.');
  const templates = useMailTemplates();
  const [key, setKey] = useState<MailTemplateKey>('application_received');

  useEffect(() => {
    if (templates.error) console.error('Failed to load the e-mail templates', templates.error);
  }, [templates.error]);

  const current = templates.data?.find((t) => t.key === key);
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">E-mail templates</h1>
        <p className="mt-1 text-ink-700">
          The texts of the e-mails candidates receive. Write {'{{placeholders}}'} where the candidate’s details go; a blank line starts a new
          paragraph. The subject and the links stay as they are.
        </p>
      </div>
      {templates.isPending ? (
        <Spinner label="Loading the templates..." className="justify-center py-10" />
      ) : templates.isError ? (
        <Alert as="p">{templates.error.message}</Alert>
      ) : (
        <>
          <Select
            label="Template"
            value={key}
            onChange={(event) => setKey(event.target.value as MailTemplateKey)}
            options={templates.data.map((t) => ({ value: t.key, label: `${t.label}${t.customised ? ' (edited)' : ''}` }))}
            className="max-w-sm"
          />
          {current ? <TemplateEditor key={current.key} template={current} /> : null}
        </>
      )}
    </div>
  );
}

function TemplateEditor({ template }: { template: MailTemplate }) {
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const preview = usePreviewMailTemplate();
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<Result | null>(null);
  const [shown, setShown] = useState<MailTemplatePreview | null>(null);

  /** The browser's own check first (the server checks again): blank, or an unknown placeholder. */
  function check(): boolean {
    const text = body.trim();
    const refusal = text ? mailTemplateRefusal(template.key, text) : MAIL_TEMPLATE_MSG.bodyRequired;
    setError(refusal ?? undefined);
    return !refusal;
  }
  const failed = (err: unknown, fallback: string) => {
    const fieldError = err instanceof ApiError ? err.fieldError('body') : undefined;
    if (fieldError) setError(fieldError);
    else setResult({ kind: 'error', text: err instanceof ApiError ? err.message : fallback });
  };

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!check()) return;
    try {
      const answer = await save.mutateAsync({ key: template.key, body: body.trim() });
      setResult({ kind: 'success', text: answer.message ?? MAIL_TEMPLATE_MSG.saved });
    } catch (err) {
      failed(err, 'The template could not be saved. Please try again.');
    }
  }
  async function onPreview() {
    setResult(null);
    setShown(null);
    if (!check()) return;
    try {
      setShown(await preview.mutateAsync({ key: template.key, body: body.trim() }));
    } catch (err) {
      failed(err, 'The preview could not be made. Please try again.');
    }
  }
  async function onReset() {
    setResult(null);
    setShown(null);
    setError(undefined);
    try {
      const answer = await reset.mutateAsync(template.key);
      setBody(answer.data.body);
      setResult({ kind: 'success', text: answer.message ?? MAIL_TEMPLATE_MSG.reset });
    } catch (err) {
      failed(err, 'The template could not be reset. Please try again.');
    }
  }

  const busy = save.isPending || reset.isPending || preview.isPending;
  return (
    <form
      aria-label={`${template.label} e-mail`}
      noValidate
      onSubmit={(e) => void onSave(e)}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 className="text-lg font-semibold text-brand-900">{template.label}</h2>
        <p className="mt-1 text-sm text-ink-700">
          {template.customised && template.updated_at ? `Edited text, saved ${formatDateTime(template.updated_at)}.` : 'The default text.'}
        </p>
        <p className="mt-1 text-sm text-ink-700">
          Subject (fixed): <span className="font-medium text-ink-900">{template.subject}</span>
        </p>
      </div>
      <Textarea
        id="mail-template-body"
        label="Text of the e-mail"
        required
        rows={12}
        value={body}
        error={error}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
          setResult(null);
        }}
      />
      <section aria-labelledby="mail-template-placeholders">
        <h3 id="mail-template-placeholders" className="text-sm font-semibold text-ink-900">
          Placeholders this e-mail can use
        </h3>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {template.placeholders.map((p) => (
            <div key={p.name} className="contents">
              <dt className="font-mono text-ink-900">{`{{${p.name}}}`}</dt>
              <dd className="mb-1 text-ink-700 sm:mb-0">{p.description}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div aria-live="polite">
        {result ? (
          <Alert tone={result.kind === 'success' ? 'success' : 'error'} as="p" strong>
            {result.text}
          </Alert>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {save.isPending ? 'Saving...' : 'Save template'}
        </Button>
        <Button variant="secondary" onClick={() => void onPreview()} disabled={busy}>
          {preview.isPending ? 'Preparing...' : 'Preview'}
        </Button>
        <Button variant="secondary" onClick={() => void onReset()} disabled={busy}>
          Reset to default
        </Button>
      </div>
      {shown ? (
        <section aria-labelledby="mail-template-preview" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <h3 id="mail-template-preview" className="text-sm font-semibold text-ink-900">
            Preview with sample details
          </h3>
          <p className="mt-2 text-sm text-ink-700">
            Subject: <span className="font-medium text-ink-900">{shown.subject}</span>
          </p>
          <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-ink-900">{shown.text}</pre>
        </section>
      ) : null}
    </form>
  );
}
