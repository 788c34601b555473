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
