import { z } from 'zod';
import { MAX_FILE_BYTES, MSG } from '@talentra/contract';

/**
 * The client's fields (staff-portal.md §3 "Client"), written once for the Client Details form and
 * the client edit form: label, input type and section.
 */
export type ClientTextField =
  | 'company_name'
  | 'website'
  | 'email'
  | 'phone'
  | 'location'
  | 'gst_number'
  | 'contact_name'
  | 'designation'
  | 'contact_email'
  | 'contact_phone'
  | 'contact_Name2'
  | 'Designation2'
  | 'contact_Email2'
  | 'contact_Mobile2';

interface ClientFieldDef {
  name: ClientTextField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
}

interface ClientSection {
  title: string;
  fields: readonly ClientFieldDef[];
}

export const CLIENT_SECTIONS: readonly ClientSection[] = [
  {
    title: 'Company Information',
    fields: [
      { name: 'company_name', label: 'Company Name', type: 'text', autoComplete: 'organization' },
      { name: 'website', label: 'Website', type: 'url', placeholder: 'https://www.example.com', autoComplete: 'url' },
      { name: 'email', label: 'Company Email', type: 'email' },
      { name: 'phone', label: 'Company Phone', type: 'tel' },
      { name: 'location', label: 'Location', type: 'text' },
      { name: 'gst_number', label: 'GST Number', type: 'text', placeholder: '15 characters, e.g. 27ABCDE1234F1Z5' },
    ],
  },
  {
    title: 'Contact Person',
    fields: [
      { name: 'contact_name', label: 'Contact Name', type: 'text' },
      { name: 'designation', label: 'Designation', type: 'text' },
      { name: 'contact_email', label: 'Contact Email', type: 'email' },
      { name: 'contact_phone', label: 'Contact Phone', type: 'tel' },
    ],
  },
  {
    title: 'Second Contact (optional)',
    fields: [
      { name: 'contact_Name2', label: 'Second Contact Name', type: 'text' },
      { name: 'Designation2', label: 'Second Contact Designation', type: 'text' },
      { name: 'contact_Email2', label: 'Second Contact Email', type: 'email' },
      { name: 'contact_Mobile2', label: 'Second Contact Mobile', type: 'tel' },
    ],
  },
];

export const CLIENT_TEXT_FIELDS: readonly ClientTextField[] = CLIENT_SECTIONS.flatMap((s) => s.fields.map((f) => f.name));

/** What the Client Details form and the client edit form hold: the text fields and the two chosen files. */
export type ClientValues = Record<ClientTextField, string> & { company_logo: FileList | null; sla_document: FileList | null };

/** The values of a client (blank where it has none), or of an empty form. */
export function clientValues(client?: Partial<Record<ClientTextField, string | null>>): ClientValues {
  const text = Object.fromEntries(CLIENT_TEXT_FIELDS.map((f) => [f, client?.[f] ?? ''])) as Record<ClientTextField, string>;
  return { ...text, company_logo: null, sla_document: null };
}
/** Required on create (staff-portal.md §5 "Client form"); the second contact is optional. */
export const CLIENT_REQUIRED: ReadonlySet<ClientTextField> = new Set(CLIENT_SECTIONS.slice(0, 2).flatMap((s) => s.fields.map((f) => f.name)));
export const PHONE_FIELDS: ReadonlySet<ClientTextField> = new Set(['phone', 'contact_phone', 'contact_Mobile2']);
/** Phone fields take digits only. */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

export const CLIENT_LABELS: Record<string, string> = {
  ...Object.fromEntries(CLIENT_SECTIONS.flatMap((s) => s.fields.map((f) => [f.name, f.label]))),
  company_logo: 'Company Logo',
  sla_document: 'SLA Document',
};

// ---------- files ----------

const LOGO_TOO_LARGE = 'Company logo must be 2 MB or smaller.';
const SLA_TOO_LARGE = 'SLA document must be 2 MB or smaller.';
const LOGO_NOT_IMAGE = 'Company logo must be a JPG, PNG or SVG image';
const SLA_WRONG_TYPE = 'SLA document must be a PDF, DOC or DOCX file';
const SLA_NOT_PDF = 'SLA document must be a PDF file';

/** Create: any image the server takes; edit: .jpg, .jpeg, .png, .svg (staff-portal.md §5 "Client edit"). */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,.svg,image/png,image/jpeg,image/svg+xml';
export const SLA_ACCEPT_CREATE =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const SLA_ACCEPT_EDIT = '.pdf,application/pdf';

/** A file input's value judged by one of the checks below (its first file). */
export const fileList = (check: (file: File | undefined) => string | undefined) =>
  z.custom<FileList | null | undefined>().superRefine((files, ctx) => {
    const problem = check(files?.[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The problem with a chosen logo, if any (the server checks the bytes again). */
export function logoProblem(file: File | undefined, required: boolean): string | undefined {
  if (!file) return required ? MSG.logoRequired : undefined;
  if (!['jpg', 'jpeg', 'png', 'svg'].includes(extension(file.name)) && !/^image\/(png|jpeg|svg\+xml)$/.test(file.type)) return LOGO_NOT_IMAGE;
  if (file.size > MAX_FILE_BYTES) return LOGO_TOO_LARGE;
  return undefined;
}

/** The problem with a chosen SLA, if any: pdf, doc or docx on create; pdf only on edit. */
export function slaProblem(file: File | undefined, required: boolean, pdfOnly: boolean): string | undefined {
  if (!file) return required ? MSG.slaRequired : undefined;
  const allowed = pdfOnly ? ['pdf'] : ['pdf', 'doc', 'docx'];
  if (!allowed.includes(extension(file.name))) return pdfOnly ? SLA_NOT_PDF : SLA_WRONG_TYPE;
  if (file.size > MAX_FILE_BYTES) return SLA_TOO_LARGE;
  return undefined;
}
