import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ClientContactsTable } from '../../db/schema.js';

export type ClientContactRow = Selectable<ClientContactsTable>;

/** A client's contacts (issue 44): the first two came from the client form's contact and second contact. */
export const clientContactsRepository = {
  ofClient(db: Executor, clientId: number): Promise<ClientContactRow[]> {
    return db.selectFrom('client_contacts').selectAll().where('client_id', '=', clientId).orderBy('id').execute();
  },
  find(db: Executor, id: number): Promise<ClientContactRow | undefined> {
    return db.selectFrom('client_contacts').selectAll().where('id', '=', id).executeTakeFirst();
  },
  async insert(db: Executor, row: Insertable<ClientContactsTable>): Promise<number> {
    const r = await db.insertInto('client_contacts').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  update(db: Executor, id: number, patch: Updateable<ClientContactsTable>) {
    return db.updateTable('client_contacts').set(patch).where('id', '=', id).execute();
  },
  /** Whether any review link was sent to the contact (such a contact is kept for the record). */
  async hasLinks(db: Executor, id: number): Promise<boolean> {
    const r = await db.selectFrom('client_reviews').select('id').where('contact_id', '=', id).limit(1).executeTakeFirst();
    return r !== undefined;
  },
  delete(db: Executor, id: number) {
    return db.deleteFrom('client_contacts').where('id', '=', id).execute();
  },
};
