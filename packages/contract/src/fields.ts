import { z } from 'zod';
import { DEFAULT_PER_PAGE, EMAIL_MAX, FREE_TEXT_MAX, ID_MAX, MAX_PAGE, MAX_PER_PAGE, NAME_MAX } from './constants.js';
import { MSG } from './messages.js';

/**
 * Field builders for the rules of api.md "Field rules": text is trimmed, an empty optional field
 * becomes null, multipart strings are accepted where a number or a boolean is expected.
 */

/**
 * Whitespace and the invisible characters a copy and paste brings along (zero-width spaces and
 * joiners, the word joiner, the byte-order mark, the soft hyphen): at either end they are trimmed,
 * so a field holding only them is empty.
 */
const EDGES = /^[\s\u200b-\u200d\u2060\ufeff\u00ad]+|[\s\u200b-\u200d\u2060\ufeff\u00ad]+$/g;
const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.replace(EDGES, '') : typeof v === 'number' ? String(v) : v);
/** A name is one line: line breaks and runs of spaces inside it become one space. */
const oneLine = <T extends string | null>(s: T): T => (s === null ? s : (s.replace(/\s+/g, ' ') as T));
const emptyToNull = (v: unknown): unknown => {
  if (v === undefined || v === null) return null;
  const t = trimmed(v);
  return t === '' || t === 'null' ? null : t;
};

/** Required text, trimmed, between 1 and `max` characters. */
export const requiredText = (max: number = FREE_TEXT_MAX, requiredMessage: string = MSG.required) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z.string({ error: 'Must be text' }).min(1, requiredMessage).max(max, `Must be at most ${max} characters`),
  );

/** Optional text: missing or blank becomes null. */
export const optionalText = (max: number = FREE_TEXT_MAX) =>
  z.preprocess(emptyToNull, z.string({ error: 'Must be text' }).max(max, `Must be at most ${max} characters`).nullable());

export const requiredName = (requiredMessage: string = MSG.required) => requiredText(NAME_MAX, requiredMessage).transform(oneLine);
export const optionalName = () => optionalText(NAME_MAX).transform(oneLine);

/**
 * An address that can be written into a `mailto:` link as it is: letters and digits of any script
 * and . ! $ ' * + _ ~ - before the @ (no ? & = % / # or quotes, which would end or extend the
 * link), a domain of letters, digits and hyphens with a top-level domain of two letters or more.
 */
const EMAIL_RE = /^[\p{L}\p{N}.!$'*+_~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;
export const isEmail = (s: string) => s.length <= EMAIL_MAX && EMAIL_RE.test(s) && !/^\.|\.\.|\.@/.test(s);

export const requiredEmail = (requiredMessage: string = MSG.required) =>
  requiredText(EMAIL_MAX, requiredMessage)
    .refine((s) => s === '' || isEmail(s), MSG.invalidEmail) // blank: only 'required' is said
    .transform((s) => s.toLowerCase());

export const optionalEmail = () =>
  optionalText(EMAIL_MAX)
    .refine((s) => s === null || isEmail(s), MSG.invalidEmail)
    .transform((s) => (s === null ? null : s.toLowerCase()));

/** Digits of a phone number once spaces, dashes, brackets and a leading + are removed. */
export const phoneDigits = (s: string) => s.replace(/^\+/, '').replace(/[\s\-().]/g, '');
const validPhone = (s: string) => /^\d{10,15}$/.test(phoneDigits(s));

/**
 * The one form a candidate's phone is stored in (issue 41, docs/decisions/): digits only; an
 * Indian number as its ten digits, whether it came with +91, 91, 0091 or a trunk 0 before them;
 * any other number with all its digits (its country code). Every write of a candidate's phone,
 * and migration 019, go through it.
 */
export function canonicalPhone(s: string): string {
  const digits = s.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 14 && digits.startsWith('0091')) return digits.slice(4);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export const requiredPhone = (requiredMessage: string = MSG.required, invalidMessage: string = MSG.invalidPhone) =>
  requiredText(32, requiredMessage)
    .refine((s) => s === '' || validPhone(s), invalidMessage)
    .transform((s) => phoneDigits(s));

export const optionalPhone = (invalidMessage: string = MSG.invalidPhone) =>
  optionalText(32)
    .refine((s) => s === null || validPhone(s), invalidMessage)
    .transform((s) => (s === null ? null : phoneDigits(s)));

/** A whole number, from a JSON number or a numeric string (multipart). */
export const integer = (min: number, max: number, requiredMessage: string = MSG.required) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        const t = v.trim();
        if (t === '') return undefined;
        return /^-?\d+(\.0+)?$/.test(t) ? Number(t) : Number.NaN;
      }
      return v;
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? requiredMessage : 'Must be a whole number') })
      // past a limit, the limit is the reason (1e20 is whole, but too big for .int())
      .min(min, { error: `Must be at least ${min}`, abort: true })
      .max(max, { error: `Must be at most ${max}`, abort: true })
      .int('Must be a whole number'),
  );

export const optionalInteger = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === 'null')) ? null : v),
    z.union([z.null(), integer(min, max)]),
  );

/** Booleans also arrive as "1"/"0"/"true"/"false" (api.md "Wire conventions"). */
export const flexibleBoolean = () =>
  z.preprocess(
    (v) => {
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return v;
    },
    z.boolean({ error: 'Must be true or false' }),
  );

export const id = (requiredMessage: string = MSG.required) => integer(1, ID_MAX, requiredMessage);

export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Must be a real date');

/**
 * An optional id in a query string (a filter, a cursor): blank is unset, anything but a whole number
 * is 'Must be a whole number' (z.coerce made 'abc' a NaN that read 'This field is required').
 */
export const optionalQueryId = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), integer(1, ID_MAX).optional());

/** A whole number from a query string within [min, max], else `message` (which names the limit). */
const queryNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v === undefined ? undefined : Number.NaN),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** page and per_page of every list (api.md: page ≥ 1, per_page ≤ 100, default 25). */
export const pageQuery = z.object({
  page: queryNumber(1, MAX_PAGE, MSG.pageRange).transform((v) => v ?? 1),
  per_page: queryNumber(1, MAX_PER_PAGE, MSG.perPageRange).transform((v) => v ?? DEFAULT_PER_PAGE),
});
