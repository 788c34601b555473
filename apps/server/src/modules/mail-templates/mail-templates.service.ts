import {
  MAIL_PLACEHOLDERS,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATE_LABELS,
  MAIL_TEMPLATE_PLACEHOLDERS,
  mailTemplateRefusal,
  type MailTemplate,
  type MailTemplateKey,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/database.js';
import { Invalid } from '../../http/errors.js';
import { DEFAULT_TEMPLATE_BODIES, templatePreview } from '../../mail/templates.js';
import { mailTemplatesRepository } from './mail-templates.repository.js';

type Row = Awaited<ReturnType<typeof mailTemplatesRepository.find>>;

/**
 * The candidate mails' texts (issue 43): Admin edits, previews and resets them; the modules that
 * queue those mails read the text in their own transaction (`body`), so a mail is written with the
 * text that was saved when its change happened. A stored text is checked again when read: one
 * that no longer passes (a placeholder since withdrawn) falls back to the default rather than
 * sending a broken mail.
 */
export function createMailTemplatesService(ctx: AppContext) {
  const usable = (key: MailTemplateKey, row: Row) => (row && !mailTemplateRefusal(key, row.body) ? row : undefined);

  const toTemplate = (key: MailTemplateKey, row: Row): MailTemplate => {
    const stored = usable(key, row);
    return {
      key,
      label: MAIL_TEMPLATE_LABELS[key],
      subject: templatePreview(key, stored?.body ?? DEFAULT_TEMPLATE_BODIES[key]).subject,
      body: stored?.body ?? DEFAULT_TEMPLATE_BODIES[key],
      default_body: DEFAULT_TEMPLATE_BODIES[key],
      customised: Boolean(stored),
      updated_at: stored?.updated_at ?? null,
      placeholders: MAIL_TEMPLATE_PLACEHOLDERS[key].map((name) => ({ name, description: MAIL_PLACEHOLDERS[name] })),
    };
  };

  const get = async (key: MailTemplateKey) => toTemplate(key, await mailTemplatesRepository.find(ctx.db, key));

  return {
    /** The stored text of a template, or undefined for the default (read inside the caller's transaction). */
    async body(trx: Executor, key: MailTemplateKey): Promise<string | undefined> {
      return usable(key, await mailTemplatesRepository.find(trx, key))?.body;
    },

    async list(): Promise<MailTemplate[]> {
      const rows = new Map((await mailTemplatesRepository.all(ctx.db)).map((r) => [r.key, r]));
      return MAIL_TEMPLATE_KEYS.map((key) => toTemplate(key, rows.get(key)));
    },

    async save(key: MailTemplateKey, body: string, userId: number | null): Promise<MailTemplate> {
      const refusal = mailTemplateRefusal(key, body);
      if (refusal) throw Invalid.field('body', refusal);
      if (body === DEFAULT_TEMPLATE_BODIES[key]) await mailTemplatesRepository.remove(ctx.db, key);
      else await mailTemplatesRepository.save(ctx.db, { key, body, updated_by: userId, updated_at: ctx.clock().toISOString() });
      return get(key);
    },

    async reset(key: MailTemplateKey): Promise<MailTemplate> {
      await mailTemplatesRepository.remove(ctx.db, key);
      return get(key);
    },

    /** The mail a candidate would get with this text, filled with sample values. */
    preview(key: MailTemplateKey, body: string) {
      const refusal = mailTemplateRefusal(key, body);
      if (refusal) throw Invalid.field('body', refusal);
      const mail = templatePreview(key, body);
      return { subject: mail.subject, text: mail.text, html: mail.html };
    },
  };
}
export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
