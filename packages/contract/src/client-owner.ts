import { z } from 'zod';
import { id } from './fields.js';

/**
 * A client's owner (issue 47, decisions 281 and 297): the Bdm whose client it is. Admin reassigns
 * it to an active Bdm user, or to nobody (null); every change is kept (from whom, to whom, by whom).
 */
export const CLIENT_OWNER_MSG = {
  changed: 'Owner changed.',
  unknownUser: 'No user has this id: choose an active Bdm user as the owner.',
  inactiveUser: 'This user is deactivated: choose an active Bdm user as the owner.',
  notBdm: 'Only a Bdm user can own a client: choose an active Bdm user as the owner.',
} as const;

/** PUT /clientforms/{id}/owner: an active Bdm user's id, or null for no owner. */
export const ClientOwnerInputSchema = z.object({
  owner_user_id: id('Choose the owner, or none').nullable(),
});
export type ClientOwnerInput = z.infer<typeof ClientOwnerInputSchema>;
