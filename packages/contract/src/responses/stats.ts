import { z } from 'zod';
import { okBody, pageBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** api.md "Overview" (GET /stats/overview): every dashboard figure in one answer. */
export const OverviewSchema = z.strictObject({
  clients: int,
  positions: int,
  candidates: int,
  interviews_scheduled: int,
  positions_without_candidates: int,
  positions_closed: int,
  project_status: z.strictObject({ warning: int, caution: int, good: int }),
});
export type Overview = z.infer<typeof OverviewSchema>;

/** The dashboard's detail lists (GET /stats/details?kind=...), one row shape per kind. */
export const DETAIL_KINDS = ['clients', 'positions', 'candidates', 'closed', 'warning', 'caution', 'good'] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

export const ClientDetailRowSchema = z.strictObject({ id: int, company_name: text, email: text, phone: text, website: text, location: text });
export const PositionDetailRowSchema = z.strictObject({
  job_id: int,
  job_title: text,
  client_name: text,
  job_location: text,
  no_of_positions: int,
  notice_period: text,
});
/** Bdm gets it without the contact details (issue 18). */
export const CandidateDetailRowSchema = z.strictObject({
  id: int,
  candidate_name: text,
  email: text.optional(),
  mobile_number: text.optional(),
  current_location: text,
  job_id: int,
  job_title: text,
});
export const ClosedDetailRowSchema = z.strictObject({
  id: int,
  job_id: int,
  job_title: text,
  client_name: text,
  total_positions: int,
  filled_positions: int,
  closed_at: text,
  closure_reason: maybe,
});
export type ClientDetailRow = z.infer<typeof ClientDetailRowSchema>;
export type PositionDetailRow = z.infer<typeof PositionDetailRowSchema>;
export type CandidateDetailRow = z.infer<typeof CandidateDetailRowSchema>;
export type ClosedDetailRow = z.infer<typeof ClosedDetailRowSchema>;

export const DETAIL_ROW_SCHEMAS = {
  clients: ClientDetailRowSchema,
  positions: PositionDetailRowSchema,
  candidates: CandidateDetailRowSchema,
  closed: ClosedDetailRowSchema,
  warning: PositionDetailRowSchema,
  caution: PositionDetailRowSchema,
  good: PositionDetailRowSchema,
} as const;
export type DetailRows = { [K in DetailKind]: z.infer<(typeof DETAIL_ROW_SCHEMAS)[K]> };

export const OverviewBodySchema = okBody(OverviewSchema);
/** `kind` echoes the query; `total_capped` only for the closed list (decision 122). */
export const detailsBodySchema = <K extends DetailKind>(kind: K) =>
  pageBody(DETAIL_ROW_SCHEMAS[kind], { kind: z.literal(kind), total_capped: z.boolean().optional() });
export const DetailsBodySchema = pageBody(
  z.union([ClientDetailRowSchema, PositionDetailRowSchema, CandidateDetailRowSchema, ClosedDetailRowSchema]),
  { kind: z.enum(DETAIL_KINDS), total_capped: z.boolean().optional() },
);
