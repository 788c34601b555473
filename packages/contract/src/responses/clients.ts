import { z } from 'zod';
import { okBody, pageBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** A client (clients.mapper `toClient`): the second contact keeps the casing the screens read. */
export const ClientSchema = z.strictObject({
  id: int,
  company_name: text,
  website: text,
  email: text,
  phone: text,
  location: text,
  gst_number: text,
  contact_name: text,
  designation: text,
  contact_email: text,
  contact_phone: text,
  contact_Name2: maybe,
  Designation2: maybe,
  contact_Email2: maybe,
  contact_Mobile2: maybe,
  /** Access-checked URLs, never storage paths. */
  company_logo: maybe,
  company_logo_name: maybe,
  sla_document: maybe,
  sla_document_name: maybe,
  /** The Bdm whose client it is (decision 281), and their user name; null when no Bdm owns it. */
  owner_user_id: int.nullable(),
  owner_name: maybe,
  created_at: text,
  updated_at: text,
});
export type Client = z.infer<typeof ClientSchema>;

/** GET /clientforms/dropdown. */
export const ClientOptionSchema = z.strictObject({ id: int, company_name: text });
export type ClientOption = z.infer<typeof ClientOptionSchema>;

export const ClientListBodySchema = pageBody(ClientSchema);
export const ClientBodySchema = okBody(ClientSchema);
export const ClientOptionsBodySchema = okBody(z.array(ClientOptionSchema));

/** A change of a client's owner (GET /clientforms/{id}/owner-changes, Admin): the audit, newest first. */
export const ClientOwnerChangeSchema = z.strictObject({
  id: int,
  from_user_id: int.nullable(),
  from_name: maybe,
  to_user_id: int.nullable(),
  to_name: maybe,
  changed_by: int.nullable(),
  changed_by_name: maybe,
  changed_at: text,
});
export type ClientOwnerChange = z.infer<typeof ClientOwnerChangeSchema>;
export const ClientOwnerChangesBodySchema = okBody(z.array(ClientOwnerChangeSchema));
