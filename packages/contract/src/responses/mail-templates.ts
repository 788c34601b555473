import { z } from 'zod';
import { MAIL_PLACEHOLDERS, MAIL_TEMPLATE_KEYS } from '../mail-templates.js';
import { okBody } from './envelope.js';

/** An editable candidate mail, as the Admin page shows it: its text now, the default and the placeholders it may use. */
export const MailTemplateSchema = z.strictObject({
  key: z.enum(MAIL_TEMPLATE_KEYS),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
  default_body: z.string(),
  customised: z.boolean(),
  updated_at: z.string().nullable(),
  placeholders: z.array(
    z.strictObject({ name: z.enum(Object.keys(MAIL_PLACEHOLDERS) as [keyof typeof MAIL_PLACEHOLDERS]), description: z.string() }),
  ),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;

/** A template filled with sample values: what the candidate would read. */
export const MailTemplatePreviewSchema = z.strictObject({ subject: z.string(), text: z.string(), html: z.string() });
export type MailTemplatePreview = z.infer<typeof MailTemplatePreviewSchema>;

export const MailTemplateListBodySchema = okBody(z.array(MailTemplateSchema));
export const MailTemplateBodySchema = okBody(MailTemplateSchema);
export const MailTemplatePreviewBodySchema = okBody(MailTemplatePreviewSchema);
