import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ClientOwnerChangesTable, ClientsTable } from '../../db/schema.js';
import { containsText } from '../../db/sql-helpers.js';

export type ClientWrite = Omit<ClientsTable, 'id' | 'legacy_duplicate'>;
/** A client with the original names of its two files and its owner's user name (for the API shape). */
export type ClientRow = Selectable<ClientsTable> & { logo_name: string | null; sla_name: string | null; owner_name: string | null };

export interface ClientFilters {
  q?: string;
  limit: number;
  offset: number;
}

function filtered(db: Executor, q: string | undefined) {
  let query = db.selectFrom('clients');
  if (q) {
    query = query.where((eb) =>
      eb.or([
        containsText('clients.company_name', q),
        containsText('clients.email', q),
        containsText('clients.location', q),
        containsText('clients.contact_name', q),
      ]),
    );
  }
  return query;
}

function withFileNames(db: Executor, q: string | undefined) {
  return filtered(db, q)
    .leftJoin('stored_files as logo', 'logo.id', 'clients.logo_file_id')
    .leftJoin('stored_files as sla', 'sla.id', 'clients.sla_file_id')
    .leftJoin('users as owner', 'owner.id', 'clients.owner_user_id')
    .selectAll('clients')
    .select(['logo.original_name as logo_name', 'sla.original_name as sla_name', 'owner.username as owner_name']);
}

export const clientsRepository = {
  async list(db: Executor, f: ClientFilters): Promise<{ rows: ClientRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      withFileNames(db, f.q).orderBy('clients.created_at', 'desc').orderBy('clients.id', 'desc').limit(f.limit).offset(f.offset).execute(),
      filtered(db, f.q)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
  findById(db: Executor, id: number): Promise<ClientRow | undefined> {
    return withFileNames(db, undefined).where('clients.id', '=', id).executeTakeFirst();
  },
  /** Every client, by name (the requirement form's dropdown). */
  dropdown(db: Executor) {
    return db
      .selectFrom('clients')
      .select(['id', 'company_name'])
      .orderBy(sql`lower(company_name)`)
      .orderBy('id')
      .execute();
  },
  async insert(db: Executor, row: ClientWrite): Promise<number> {
    const r = await db.insertInto('clients').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  },
  update(db: Executor, id: number, patch: Partial<ClientWrite>) {
    return db.updateTable('clients').set(patch).where('id', '=', id).execute();
  },
  /** The client's owner as stored now (inside a transaction that has already written the row, so it holds its lock). */
  owner(db: Executor, id: number) {
    return db.selectFrom('clients').select('owner_user_id').where('id', '=', id).executeTakeFirst();
  },
  insertOwnerChange(db: Executor, row: Insertable<ClientOwnerChangesTable>) {
    return db.insertInto('client_owner_changes').values(row).execute();
  },
  /** The changes of a client's owner, newest first, with the user names. */
  ownerChanges(db: Executor, clientId: number) {
    return db
      .selectFrom('client_owner_changes as c')
      .leftJoin('users as f', 'f.id', 'c.from_user_id')
      .leftJoin('users as t', 't.id', 'c.to_user_id')
      .leftJoin('users as b', 'b.id', 'c.changed_by')
      .select([
        'c.id',
        'c.from_user_id',
        'f.username as from_name',
        'c.to_user_id',
        't.username as to_name',
        'c.changed_by',
        'b.username as changed_by_name',
        'c.changed_at',
      ])
      .where('c.client_id', '=', clientId)
      .orderBy('c.id', 'desc')
      .execute();
  },
};
