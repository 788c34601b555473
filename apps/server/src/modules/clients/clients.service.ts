import { CLIENT_OWNER_MSG, MSG, type ClientInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation, type Executor, type Tx } from '../../db/database.js';
import type { CheckedFile } from '../../files/file-check.js';
import type { FilesService } from '../../files/files.service.js';
import { HttpError, Invalid, NotFound } from '../../http/errors.js';
import { clientsRepository, type ClientFilters, type ClientRow, type ClientWrite } from './clients.repository.js';
import { toClient, toColumns, toPatch } from './clients.mapper.js';
import type { StatsService } from '../stats/stats.service.js';
import type { UsersService } from '../users/users.service.js';
import { clientContactsRepository } from './client-contacts.repository.js';

/** A 409 that also names its field (api.md error shape), so the form shows it under that field. */
const taken = (field: 'gst_number' | 'company_name', message: string) => new HttpError(409, message, { [field]: [message] });

/**
 * One client per GSTIN and per name (unique indexes of migration 003): a second one is a 409 that
 * says which. The database decides, so two requests creating the same client at once get one 201.
 */
async function oneClientPerGstinAndName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const detail = `${(err as { constraint?: string }).constraint ?? ''} ${(err as Error).message}`;
    if (detail.includes('clients_gst_key')) throw taken('gst_number', MSG.clientGstTaken);
    if (detail.includes('clients_name_key')) throw taken('company_name', MSG.clientNameTaken);
    throw err;
  }
}

export function createClientsService(ctx: AppContext, { files, stats, users }: { files: FilesService; stats: StatsService; users: UsersService }) {
  const now = () => ctx.clock().toISOString();

  async function load(db: Executor, id: number): Promise<ClientRow> {
    const row = await clientsRepository.findById(db, id);
    if (!row) throw new NotFound('Client not found');
    return row;
  }

  /**
   * Files are already checked (type and size) by the caller. They are written first, then recorded
   * with the client row in one transaction; if that fails the bytes are removed again, so a
   * rejected request leaves nothing behind.
   */
  async function withStoredFiles<T>(
    uploads: { logo: CheckedFile | null; sla: CheckedFile | null },
    work: (trx: Tx, ids: { logo: number | null; sla: number | null }) => Promise<T>,
  ) {
    const keys = await files.write([uploads.logo, uploads.sla]);
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const logo = uploads.logo ? await files.record(trx, uploads.logo, keys.get(uploads.logo)!) : null;
        const sla = uploads.sla ? await files.record(trx, uploads.sla, keys.get(uploads.sla)!) : null;
        return work(trx, { logo, sla });
      });
    } catch (err) {
      await files.discard(keys);
      throw err;
    }
  }

  return {
    async list(filters: ClientFilters) {
      const { rows, total } = await clientsRepository.list(ctx.db, filters);
      return { rows: rows.map(toClient), total };
    },

    async get(id: number) {
      return toClient(await load(ctx.db, id));
    },

    dropdown: () => clientsRepository.dropdown(ctx.db),

    count: async () => (await stats.counted()).clients,

    /** `ownerUserId`: the Bdm who adds a client owns it (their reports read it; decision 281). */
    async create(input: ClientInput, logo: CheckedFile, sla: CheckedFile, ownerUserId: number | null = null) {
      return oneClientPerGstinAndName(() =>
        withStoredFiles({ logo, sla }, async (trx, ids) => {
          const at = now();
          const id = await clientsRepository.insert(trx, {
            ...toColumns(input),
            logo_file_id: ids.logo,
            sla_file_id: ids.sla,
            owner_user_id: ownerUserId,
            created_at: at,
            updated_at: at,
          });
          await stats.countChange(trx, { kind: 'client_added' });
          // the form's contact and second contact are the client's first two contacts (issue 44)
          for (const c of [
            { name: input.contact_name, email: input.contact_email, phone: input.contact_phone, designation: input.designation },
            { name: input.contact_Name2, email: input.contact_Email2, phone: input.contact_Mobile2, designation: input.Designation2 },
          ])
            if (c.name && c.email)
              await clientContactsRepository.insert(trx, {
                client_id: id,
                name: c.name,
                email: c.email,
                phone: c.phone || null,
                designation: c.designation || null,
                created_at: at,
                updated_at: at,
              });
          return toClient(await load(trx, id));
        }),
      );
    },

    /** Partial update: only the fields sent change; a file changes only when a new one is sent. */
    async update(id: number, input: Partial<ClientInput>, logo: CheckedFile | null, sla: CheckedFile | null) {
      await load(ctx.db, id); // 404 before any file is written
      return oneClientPerGstinAndName(() =>
        withStoredFiles({ logo, sla }, async (trx, ids) => {
          const patch: Partial<ClientWrite> = { ...toPatch(input), updated_at: now() };
          if (ids.logo) patch.logo_file_id = ids.logo;
          if (ids.sla) patch.sla_file_id = ids.sla;
          await clientsRepository.update(trx, id, patch);
          return toClient(await load(trx, id));
        }),
      );
    },

    /**
     * Admin gives the client to an active Bdm user, or to nobody (decision 297): anyone else is
     * refused (422 on `owner_user_id`, saying why). The change and its audit row commit together;
     * choosing the current owner again changes nothing and records nothing.
     */
    async setOwner(id: number, ownerUserId: number | null, by: number) {
      await load(ctx.db, id);
      if (ownerUserId !== null) {
        const user = await users.find(ownerUserId);
        if (!user) throw Invalid.field('owner_user_id', CLIENT_OWNER_MSG.unknownUser);
        if (!user.is_active) throw Invalid.field('owner_user_id', CLIENT_OWNER_MSG.inactiveUser);
        if (user.user_role !== 'Bdm') throw Invalid.field('owner_user_id', CLIENT_OWNER_MSG.notBdm);
      }
      return ctx.db.transaction().execute(async (trx) => {
        const at = now();
        // the row is written first: on PostgreSQL its lock makes two reassignments queue, so each records the owner it replaced
        await clientsRepository.update(trx, id, { updated_at: at });
        const before = (await clientsRepository.owner(trx, id))?.owner_user_id ?? null;
        if (before !== ownerUserId) {
          await clientsRepository.update(trx, id, { owner_user_id: ownerUserId });
          await clientsRepository.insertOwnerChange(trx, {
            client_id: id,
            from_user_id: before,
            to_user_id: ownerUserId,
            changed_by: by,
            changed_at: at,
          });
        }
        return toClient(await load(trx, id));
      });
    },

    /** The audit of the client's owner, newest first. */
    async ownerChanges(id: number) {
      await load(ctx.db, id);
      return clientsRepository.ownerChanges(ctx.db, id);
    },

    async logoFileId(id: number) {
      return (await load(ctx.db, id)).logo_file_id;
    },
    async slaFileId(id: number) {
      return (await load(ctx.db, id)).sla_file_id;
    },
  };
}
export type ClientsService = ReturnType<typeof createClientsService>;
