import { z } from 'zod';
import { MAIL_KINDS, MAIL_PREFERENCE_KINDS, OUTBOX_STATUSES } from '../mail.js';
import { okBody, pageBody } from './envelope.js';

const int = z.number().int();

/** A mail of the Admin Outbox page. */
export const OutboxMailSchema = z.strictObject({
  id: int,
  kind: z.enum(MAIL_KINDS),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: int,
  created_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/**
 * `resend_pending`: this mail, or a copy of it, waits to be sent, so a resend would be refused (409).
 * `attachments`: the files the mail carries (an interview's .ics), by name and type.
 */
export const OutboxMailDetailSchema = OutboxMailSchema.extend({
  text_body: z.string(),
  html_body: z.string(),
  resend_pending: z.boolean(),
  attachments: z.array(z.strictObject({ filename: z.string(), content_type: z.string() })),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetailSchema>;

/** A staff member's mail preferences, one flag per kind they may turn off. */
export const MailPreferencesAnswerSchema = z.strictObject(
  Object.fromEntries(MAIL_PREFERENCE_KINDS.map((k) => [k, z.boolean()])) as Record<(typeof MAIL_PREFERENCE_KINDS)[number], z.ZodBoolean>,
);

export const OutboxListBodySchema = pageBody(OutboxMailSchema, { mail_server_configured: z.boolean() });
export const OutboxMailBodySchema = okBody(OutboxMailDetailSchema);
export const OutboxResendBodySchema = okBody(OutboxMailSchema);
export const MailPreferencesBodySchema = okBody(MailPreferencesAnswerSchema);
