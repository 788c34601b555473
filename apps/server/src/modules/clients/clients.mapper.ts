import { API_PREFIX, type ClientInput, type Client as ContractClient } from '@talentra/contract';
import type { ClientRow, ClientWrite } from './clients.repository.js';

/**
 * The client of the API (staff-portal.md §3): the second contact keeps the casing the screens read
 * (contact_Name2 ...), files are access-checked URLs, never storage paths.
 */
export function toClient(r: ClientRow) {
  return {
    id: r.id,
    company_name: r.company_name,
    website: r.website,
    email: r.email,
    phone: r.phone,
    location: r.location,
    gst_number: r.gst_number,
    contact_name: r.contact_name,
    designation: r.designation,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    contact_Name2: r.contact_name2,
    Designation2: r.designation2,
    contact_Email2: r.contact_email2,
    contact_Mobile2: r.contact_mobile2,
    company_logo: r.logo_file_id ? `${API_PREFIX}/clientforms/${r.id}/logo` : null,
    company_logo_name: r.logo_file_id ? r.logo_name : null,
    sla_document: r.sla_file_id ? `${API_PREFIX}/clientforms/${r.id}/sla` : null,
    sla_document_name: r.sla_file_id ? r.sla_name : null,
    owner_user_id: r.owner_user_id ?? null,
    owner_name: r.owner_user_id ? r.owner_name : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  } satisfies ContractClient;
}
export type Client = ReturnType<typeof toClient>;

const COLUMNS: Record<keyof ClientInput, keyof ClientFields> = {
  company_name: 'company_name',
  website: 'website',
  email: 'email',
  phone: 'phone',
  location: 'location',
  gst_number: 'gst_number',
  contact_name: 'contact_name',
  designation: 'designation',
  contact_email: 'contact_email',
  contact_phone: 'contact_phone',
  contact_Name2: 'contact_name2',
  Designation2: 'designation2',
  contact_Email2: 'contact_email2',
  contact_Mobile2: 'contact_mobile2',
};

type ClientFields = Omit<ClientWrite, 'logo_file_id' | 'sla_file_id' | 'created_at' | 'updated_at'>;

/** API field names -> columns (create: every field). */
export function toColumns(input: ClientInput): ClientFields {
  return toPatch(input) as ClientFields;
}

/** API field names -> columns, keeping only the fields that were sent (partial update). */
export function toPatch(input: Partial<ClientInput>): Partial<ClientFields> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof ClientInput];
    if (value !== undefined) out[column] = value;
  }
  return out as Partial<ClientFields>;
}
