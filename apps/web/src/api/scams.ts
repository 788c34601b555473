import type { ScamReport } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { ScamReport };

/** The text fields of a scam report (api.md: POST /report-scam, multipart, public). */
export interface ScamReportFields {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  issue_description: string;
}

export interface ScamReportInput extends ScamReportFields {
  /** Optional proof: PDF, PNG, JPEG or WEBP, at most 2 MB (the server checks the bytes). */
  proof_file?: File | null;
}

export function reportScam({ proof_file, ...fields }: ScamReportInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (proof_file) form.append('proof_file', proof_file, proof_file.name);
  return apiFetch<ScamReport>('/report-scam', { method: 'POST', body: form });
}
