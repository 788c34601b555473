import { z } from 'zod';
import { requiredEmail } from './fields.js';
import { APPLICANT_MSG } from './applicant-texts.js';

export * from './applicant-texts.js';

const token = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{43}$/, message);

export const MyApplicationsLinkSchema = z.object({ email: requiredEmail() });
export const MyApplicationsOpenSchema = z.object({ token: token(APPLICANT_MSG.linkInvalid) });
/** Every call of the opened page carries the page's token (in the body: never in a URL or a log). */
export const MyApplicationsAccessSchema = z.object({ access: token(APPLICANT_MSG.pageExpired) });

// MyApplication, MyApplicationsPage, MyApplicationsOpened: responses/applicants.ts.
