import { API_PREFIX } from '@talentra/contract';
import type { z } from 'zod';
import type { ScamReport, ScamReportSchema } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/database.js';
import type { CheckedFile } from '../../files/file-check.js';
import type { FilesService } from '../../files/files.service.js';
import { NotFound } from '../../http/errors.js';
import { scamsRepository, type ScamRow } from './scams.repository.js';

type ScamReportInput = z.output<typeof ScamReportSchema>;

/** The scam report of the API; the proof is an Admin-only download, never a storage path. */
const toScamReport = (r: ScamRow) =>
  ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone_number: r.phone_number,
    issue_description: r.issue_description,
    proof_file: r.proof_file_id ? `${API_PREFIX}/scams/${r.id}/proof` : null,
    proof_file_name: r.proof_file_id ? r.proof_name : null,
    created_at: r.created_at,
  }) satisfies ScamReport;

export function createScamsService(ctx: AppContext, { files }: { files: FilesService }) {
  return {
    /** The proof is already checked; written first, recorded with the report, removed again on failure. */
    async report(input: ScamReportInput, proof: CheckedFile | null) {
      const keys = await files.write([proof]);
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const proofId = proof ? await files.record(trx, proof, keys.get(proof)!) : null;
          const id = await scamsRepository.insert(trx, { ...input, proof_file_id: proofId, created_at: ctx.clock().toISOString() });
          return toScamReport((await scamsRepository.findById(trx, id))!);
        });
      } catch (err) {
        await files.discard(keys);
        throw err;
      }
    },
    async list(limit: number, offset: number) {
      const { rows, total } = await scamsRepository.list(ctx.db, limit, offset);
      return { rows: rows.map(toScamReport), total };
    },
    async proofFileId(id: number) {
      const row = await scamsRepository.findById(ctx.db, id);
      if (!row) throw new NotFound('Report not found');
      return row.proof_file_id;
    },

    // what the privacy module's export and erasure hold and delete of these reports

    /** The rows a person sent: one of their e-mails (any case) or the phone asked for. */
    sentBy: (p: { emails: string[]; phones: string[] }) => scamsRepository.sentBy(ctx.db, p),
    /** Delete these rows inside the caller's transaction; answers how many went. */
    deleteMany: (trx: Executor, ids: number[]) => scamsRepository.deleteMany(trx, ids),
  };
}
export type ScamsService = ReturnType<typeof createScamsService>;
