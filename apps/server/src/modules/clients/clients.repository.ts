import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { ClientsTable } from '../../db/schema.js';
import { containsText } from '../../db/sql-helpers.js';

export type ClientWrite = Omit<ClientsTable, 'id' | 'legacy_duplicate'>;
/** A client with the original names of its two files (for the API shape). */
export type ClientRow = Selectable<ClientsTable> & { logo_name: string | null; sla_name: string | null };

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
    .selectAll('clients')
    .select(['logo.original_name as logo_name', 'sla.original_name as sla_name']);
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
};
