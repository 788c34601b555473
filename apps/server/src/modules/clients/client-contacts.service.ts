import { CLIENT_REVIEW_MSG, type ClientContact, type ClientContactInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/database.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { clientContactsRepository, type ClientContactRow } from './client-contacts.repository.js';
import type { ClientsService } from './clients.service.js';

const toContact = (r: ClientContactRow): ClientContact => ({
  id: r.id,
  client_id: r.client_id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  designation: r.designation,
});

/**
 * A client's contacts (issue 44), managed by Admin and Bdm: any number, each with a name, an e-mail,
 * a phone and a designation. A contact who was sent a review link is kept (409 on delete), so the
 * record of who decided stays whole.
 */
export function createClientContactsService(ctx: AppContext, { clients }: { clients: ClientsService }) {
  const now = () => ctx.clock().toISOString();

  async function load(db: Executor, id: number): Promise<ClientContactRow> {
    const row = await clientContactsRepository.find(db, id);
    if (!row) throw new NotFound(CLIENT_REVIEW_MSG.contactNotFound);
    return row;
  }

  return {
    async list(clientId: number) {
      await clients.get(clientId); // 404 for a client that is not there
      return (await clientContactsRepository.ofClient(ctx.db, clientId)).map(toContact);
    },
    async create(clientId: number, input: ClientContactInput) {
      await clients.get(clientId);
      const at = now();
      const id = await clientContactsRepository.insert(ctx.db, { client_id: clientId, ...input, created_at: at, updated_at: at });
      return toContact(await load(ctx.db, id));
    },
    async update(id: number, input: ClientContactInput) {
      await load(ctx.db, id);
      await clientContactsRepository.update(ctx.db, id, { ...input, updated_at: now() });
      return toContact(await load(ctx.db, id));
    },
    async remove(id: number) {
      await load(ctx.db, id);
      if (await clientContactsRepository.hasLinks(ctx.db, id)) throw new Conflict(CLIENT_REVIEW_MSG.contactInUse);
      await clientContactsRepository.delete(ctx.db, id);
    },
    /** The contact as stored (the review links' service checks it belongs to the job's client). */
    find: (id: number, db: Executor = ctx.db) => clientContactsRepository.find(db, id),
    /** The contacts with one of these e-mails, with their client's name (a person's data: the privacy module). */
    withEmails: (emails: string[], db: Executor = ctx.db) => clientContactsRepository.withEmails(db, emails),
    /** The client form's own contact fields with one of these e-mails (decision 254 keeps them apart from the rows). */
    formContactsWithEmails: (emails: string[]) => clientContactsRepository.formContactsWithEmails(ctx.db, emails),
    /** Their personal details replaced by `redacted` inside the caller's transaction (an erasure, decision 298). */
    anonymise: async (trx: Executor, ids: number[], emails: string[], redacted: string) =>
      (await clientContactsRepository.anonymise(trx, ids, redacted, now())) +
      (await clientContactsRepository.anonymiseFormContacts(trx, emails, redacted)),
  };
}
export type ClientContactsService = ReturnType<typeof createClientContactsService>;
