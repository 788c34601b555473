import type { Executor } from '../../db/database.js';

/** The edited candidate-mail texts (table mail_templates, migration 028). */
export const mailTemplatesRepository = {
  all: (db: Executor) => db.selectFrom('mail_templates').selectAll().execute(),

  find: (db: Executor, key: string) => db.selectFrom('mail_templates').selectAll().where('key', '=', key).executeTakeFirst(),

  async save(db: Executor, row: { key: string; body: string; updated_by: number | null; updated_at: string }) {
    await db
      .insertInto('mail_templates')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ body: row.body, updated_by: row.updated_by, updated_at: row.updated_at }))
      .execute();
  },

  async remove(db: Executor, key: string) {
    await db.deleteFrom('mail_templates').where('key', '=', key).execute();
  },
};
