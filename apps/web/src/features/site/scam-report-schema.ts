import { z } from 'zod';
import { FILE_KINDS, MAX_FILE_BYTES, ScamReportSchema } from '@talentra/contract';
import { schemaRules } from '../../lib/schema-rules';
import { PROOF_EXTENSIONS, SCAM_REPORT_MESSAGES } from './site-messages';

// Nothing here is imported from the page's own modules (scam-proof.ts, the form): this chunk would
// then depend on the page's chunk, and the build manifest would stop keying that chunk by the page.

const PROOF_MIMES: readonly string[] = FILE_KINDS.proof.mimes;

/**
 * The browser's own check of the optional proof (api.md: at most 2 MB, PDF/PNG/JPEG/WEBP). The server
 * checks the bytes again; this only saves an upload that would be refused.
 */
export function proofProblem(file: File | undefined | null): string | null {
  if (!file) return null;
  if (file.size > MAX_FILE_BYTES) return SCAM_REPORT_MESSAGES.proofTooLarge;
  const name = file.name.toLowerCase();
  const typeKnown = file.type ? PROOF_MIMES.includes(file.type) : PROOF_EXTENSIONS.some((ext) => name.endsWith(ext));
  return typeKnown ? null : SCAM_REPORT_MESSAGES.proofWrongType;
}

/** The report form's rules, loaded with the form's first use, not with the page (issue 41). */

const mustAgree = z.boolean().refine((ticked) => ticked, SCAM_REPORT_MESSAGES.mustAgree);

/** The contract's ScamReportSchema plus what only the form has: the proof and the two agreements (staff-portal.md §5). */
export const ScamReportFormSchema = ScamReportSchema.extend({
  proof_file: z
    .custom<FileList | null | undefined>()
    .optional()
    .superRefine((files, ctx) => {
      const problem = proofProblem(files?.[0]);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  agree_privacy: mustAgree,
  agree_terms: mustAgree,
});

export const scamReportRules = schemaRules(ScamReportFormSchema);
