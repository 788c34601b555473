import { z } from 'zod';
import { id, requiredName, requiredText } from './fields.js';
import { okBody } from './responses/envelope.js';

// without zod: the public profile page reads it, and importing this file would bring zod along
export { bioParagraphs } from './team-text.js';

/** Issue 41: the team on /about and /profile{n}, managed by Admin (apps/server/src/modules/team/). */
export const TEAM_TITLE_MAX = 100;
export const TEAM_BIO_MAX = 2000;

/** Add or edit a team member (multipart: these fields and the `photo` file, required when adding). */
export const TeamMemberInputSchema = z.object({
  name: requiredName(),
  title: requiredText(TEAM_TITLE_MAX),
  /** Paragraphs separated by an empty line. */
  bio: requiredText(TEAM_BIO_MAX),
});
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;
/** PUT /team/{id}: only the fields sent change; a photo only when one is sent. */
export const TeamMemberUpdateSchema = TeamMemberInputSchema.partial();

/** PUT /team/order: every member's id, once each, in the new display order. */
export const TeamOrderSchema = z.object({
  ids: z
    .array(id())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each member once'),
});

/** A team member as everyone reads it (GET /team): public fields only. */
export const TeamMemberSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  /** The photo's address (it changes with each new photo), or null. */
  photo_url: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamListBodySchema = okBody(z.array(TeamMemberSchema));
export const TeamMemberBodySchema = okBody(TeamMemberSchema);
