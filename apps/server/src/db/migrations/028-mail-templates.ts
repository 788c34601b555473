import type { Kysely } from 'kysely';

/**
 * The candidate mails' texts as Admin wrote them (issue 43): one row per edited template, keyed by
 * its name; a template without a row uses the default written in mail/templates.ts, so a reset
 * deletes the row. The text holds no personal data (placeholders are filled when a mail is queued).
 */
export function mailTemplatesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('mail_templates')
        .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
  };
}
