import { randomBytes } from 'node:crypto';
import { MY_APPLICATIONS_PAGE_TTL_MS, MY_APPLICATIONS_PATH } from '@talentra/contract';
import type { Executor } from '../db/database.js';
import { applicantLinksRepository } from './applicant-links.repository.js';
import { hashToken } from './sessions.service.js';

/**
 * The links that open an applicant's own applications (issue 46, decision 270), shared by the
 * application's acknowledgement (candidates) and the page's own request (applicants): a random
 * token of 32 bytes, kept only as its SHA-256, single-purpose (it opens this page, nothing else).
 */
const newToken = () => randomBytes(32).toString('base64url');

/** The page's address with the token in the fragment (mail scanners and server logs never see it). */
export const myApplicationsUrl = (publicUrl: string, token: string) => `${publicUrl}${MY_APPLICATIONS_PATH}#${token}`;

/** Make a link for `email` that opens within `ttlMs` of `now`, in the caller's transaction; answers its URL. */
export async function issueApplicantLink(db: Executor, p: { email: string; now: Date; ttlMs: number; publicUrl: string }): Promise<string> {
  const token = newToken();
  await applicantLinksRepository.insert(db, {
    email: p.email.trim().toLowerCase(),
    token_hash: hashToken(token),
    expires_at: new Date(p.now.getTime() + p.ttlMs).toISOString(),
    created_at: p.now.toISOString(),
  });
  return myApplicationsUrl(p.publicUrl, token);
}

/** Open a link (once): the page's token and its end, or null for a link unknown, used or expired. */
export async function openApplicantLink(db: Executor, token: string, now: Date): Promise<{ access: string; expires_at: string } | null> {
  const access = newToken();
  const expiresAt = new Date(now.getTime() + MY_APPLICATIONS_PAGE_TTL_MS).toISOString();
  const email = await applicantLinksRepository.open(db, hashToken(token), hashToken(access), now.toISOString(), expiresAt);
  return email === null ? null : { access, expires_at: expiresAt };
}

/** Whose page a page token opens, while it lasts. */
export async function applicantOfAccess(db: Executor, access: string, now: Date): Promise<{ email: string; expires_at: string } | null> {
  const row = await applicantLinksRepository.access(db, hashToken(access), now.toISOString());
  return row ? { email: row.email, expires_at: row.access_expires_at! } : null;
}

export const deleteEndedApplicantLinks = (db: Executor, now: Date) => applicantLinksRepository.deleteEnded(db, now.toISOString());
export const deleteApplicantLinksOf = (db: Executor, emails: string[]) => applicantLinksRepository.deleteOf(db, emails);
