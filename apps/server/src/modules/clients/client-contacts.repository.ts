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
  /** The contacts with one of these e-mails (stored lower-cased; a contact copied from an old form may not be), with their client's name. */
  withEmails(db: Executor, emails: string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('client_contacts as c')
      .innerJoin('clients as cl', 'cl.id', 'c.client_id')
      .selectAll('c')
      .select('cl.company_name')
      .where((eb) =>
        eb(
          eb.fn('lower', ['c.email']),
          'in',
          emails.map((e) => e.toLowerCase()),
        ),
      )
      .orderBy('c.id')
      .execute();
  },
  /** Their name, e-mail, phone and designation replaced (the rows stay: the review links and their decisions point at them). */
  async anonymise(db: Executor, ids: number[], redacted: string, at: string): Promise<number> {
    if (ids.length === 0) return 0;
    const r = await db
      .updateTable('client_contacts')
      .set({ name: redacted, email: redacted, phone: null, designation: null, updated_at: at })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  },
  /** The client form's own contact and second contact with one of these e-mails, as contacts (name, e-mail, phone, designation). */
  async formContactsWithEmails(db: Executor, emails: string[]) {
    if (emails.length === 0) return [];
    const lowered = emails.map((e) => e.toLowerCase());
    const rows = await db
      .selectFrom('clients')
      .select([
        'company_name',
        'contact_name',
        'contact_email',
        'contact_phone',
        'designation',
        'contact_name2',
        'contact_email2',
        'contact_mobile2',
        'designation2',
        'created_at',
      ])
      .where((eb) => eb.or([eb(eb.fn('lower', ['contact_email']), 'in', lowered), eb(eb.fn('lower', ['contact_email2']), 'in', lowered)]))
      .orderBy('id')
      .execute();
    return rows.flatMap((r) => [
      ...(lowered.includes(r.contact_email.toLowerCase())
        ? [
            {
              company_name: r.company_name,
              name: r.contact_name,
              email: r.contact_email,
              phone: r.contact_phone,
              designation: r.designation,
              created_at: r.created_at,
            },
          ]
        : []),
      ...(r.contact_email2 && lowered.includes(r.contact_email2.toLowerCase())
        ? [
            {
              company_name: r.company_name,
              name: r.contact_name2 ?? '',
              email: r.contact_email2,
              phone: r.contact_mobile2,
              designation: r.designation2,
              created_at: r.created_at,
            },
          ]
        : []),
    ]);
  },
  /**
   * The client form's own contact and second contact with one of these e-mails (decision 254 keeps
   * them apart from the contact rows): replaced by `redacted` too. Answers the fields' rows changed.
   */
  async anonymiseFormContacts(db: Executor, emails: string[], redacted: string): Promise<number> {
    if (emails.length === 0) return 0;
    const lowered = emails.map((e) => e.toLowerCase());
    const first = await db
      .updateTable('clients')
      .set({ contact_name: redacted, contact_email: redacted, contact_phone: '', designation: '' })
      .where((eb) => eb(eb.fn('lower', ['contact_email']), 'in', lowered))
      .executeTakeFirst();
    const second = await db
      .updateTable('clients')
      .set({ contact_name2: redacted, contact_email2: redacted, contact_mobile2: null, designation2: null })
      .where((eb) => eb(eb.fn('lower', ['contact_email2']), 'in', lowered))
      .executeTakeFirst();
    return Number(first.numUpdatedRows) + Number(second.numUpdatedRows);
  },
};
