import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ClientCreateSchema, ClientUpdateSchema } from '@talentra/contract';
import { ApiError } from '../../api/api-client';
import { updateClient, useInvalidateClients, type Client } from '../../api/clients';
import { Button } from '../../components/button';
import { NoticeBanner, type Notice } from '../../components/notice-banner';
import { CLIENT_LABELS, CLIENT_TEXT_FIELDS, clientValues, fileList, logoProblem, slaProblem, type ClientValues } from './client-fields';
import { ClientFieldsets, type ClientFile } from './client-fieldsets';
import { applyServerErrors } from '../../components/ui/server-errors';

export const CLIENT_UPDATED = 'Client updated successfully!';
const CLIENT_UPDATE_FAILED = 'Failed to update client.';
const CLIENT_VALIDATION_ERRORS = 'Validation Errors:';
const CLIENT_NOTHING_CHANGED = 'Nothing to update: no field was changed.';

/**
 * Client edit (staff-portal.md §5 "Client edit"): company_name required; every other field is only
 * judged (by the contract's ClientUpdateSchema) when it holds something, because blank fields are
 * not sent. Logo .jpg/.jpeg/.png/.svg, SLA .pdf.
 */
const ClientEditFields = ClientUpdateSchema.extend({
  company_name: ClientCreateSchema.shape.company_name,
  company_logo: fileList((f) => logoProblem(f, false)),
  sla_document: fileList((f) => slaProblem(f, false, true)),
});
const withoutBlanks = (values: unknown) =>
  Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(([key, v]) => key === 'company_name' || !(typeof v === 'string' && v.trim() === '')),
  );
const ClientEditSchema = z.preprocess(withoutBlanks, ClientEditFields) as unknown as z.ZodType<z.output<typeof ClientEditFields>, ClientValues>;

/**
 * What is sent: the text fields changed from what the server has and not blank, and newly chosen
 * files (the stored logo and SLA are never resent).
 */
function changedClientFields(values: ClientValues, original: Client): FormData | null {
  const body = new FormData();
  let any = false;
  for (const field of CLIENT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value === '' || value === (original[field] ?? '')) continue;
    body.append(field, value);
    any = true;
  }
  for (const field of ['company_logo', 'sla_document'] as const) {
    const file = values[field]?.[0];
    if (file) {
      body.append(field, file);
      any = true;
    }
  }
  return any ? body : null;
}

interface ClientEditFormProps {
  client: Client;
  onCancel: () => void;
  /** After a successful update, with the client as the server now has it. */
  onSaved: (client: Client, message: string) => void;
  idPrefix?: string;
}

/** The 'Edit Client' form: used by the Client List modal and by /businessdashboard/clientformedit/:id. */
export function ClientEditForm({ client, onCancel, onSaved, idPrefix = 'client-edit' }: ClientEditFormProps) {
  const [original, setOriginal] = useState(client);
  const [notice, setNotice] = useState<Notice | null>(null);
  const invalidate = useInvalidateClients();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClientValues, unknown, z.output<typeof ClientEditFields>>({
    resolver: zodResolver(ClientEditSchema),
    defaultValues: clientValues(client),
  });

  const onSubmit = handleSubmit(async () => {
    setNotice(null);
    const body = changedClientFields(getValues(), original);
    if (!body) {
      setNotice({ tone: 'success', title: CLIENT_NOTHING_CHANGED });
      return;
    }
    try {
      const answer = await updateClient(original.id, body);
      setOriginal(answer.data);
      reset(clientValues(answer.data));
      void invalidate();
      onSaved(answer.data, answer.message ?? CLIENT_UPDATED);
    } catch (error) {
      // a refusal about fields: a 422, or a 409 for a GSTIN or name already taken (on its field, focused)
      if (error instanceof ApiError && (error.status === 422 || (error.status === 409 && Object.keys(error.errors).length > 0))) {
        const lines: string[] = [];
        const values = clientValues(original);
        applyServerErrors(error, setError, (field) => (field in values ? (field as keyof ClientValues) : undefined), { focus: true });
        for (const [field, messages] of Object.entries(error.errors)) lines.push(...messages.map((m) => `${CLIENT_LABELS[field] ?? field}: ${m}`));
        setNotice({ tone: 'error', title: CLIENT_VALIDATION_ERRORS, lines: lines.length ? lines : [error.message] });
      } else {
        setNotice({ tone: 'error', title: CLIENT_UPDATE_FAILED });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={`Edit client ${original.company_name}`}>
      <ClientFieldsets
        mode="edit"
        idPrefix={idPrefix}
        register={register}
        setValue={setValue}
        errors={errors}
        afterFile={(file) => <CurrentFile client={original} file={file} />}
      />
      <NoticeBanner notice={notice} />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Update Client'}
        </Button>
      </div>
    </form>
  );
}

/** The file on record under its input: a link to it, or a line saying there is none. */
function CurrentFile({ client, file }: { client: Client; file: ClientFile }) {
  const [href, name, what] =
    file === 'company_logo' ? [client.company_logo, client.company_logo_name, 'logo'] : [client.sla_document, client.sla_document_name, 'SLA'];
  if (!href) return <p className="text-sm text-ink-500">No {what} on file</p>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-brand-800 underline">
      View current {what}
      {name ? ` (${name})` : ''}
    </a>
  );
}
