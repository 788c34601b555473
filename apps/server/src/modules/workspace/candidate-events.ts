import type { CandidateEventKind } from '@talentra/contract';
import type { Executor } from '../../db/database.js';
import { workspaceRepository } from './workspace.repository.js';

export interface CandidateEvent {
  candidateId: number;
  /** The signed-in user who made the change; null for the public (an application, a referral). */
  actorUserId: number | null;
  kind: CandidateEventKind;
  detail?: Record<string, unknown>;
  /** ISO time, from the app's clock. */
  at: string;
}

/**
 * Append one entry to a candidate's timeline (issue 15). Call it with the transaction of the change
 * it records, so the change and its record commit together or not at all. The table is append-only:
 * nothing in the API updates or deletes an entry.
 */
export function recordCandidateEvent(trx: Executor, e: CandidateEvent): Promise<unknown> {
  return workspaceRepository.insertEvent(trx, {
    candidate_id: e.candidateId,
    actor_user_id: e.actorUserId,
    kind: e.kind,
    detail: JSON.stringify(e.detail ?? {}),
    created_at: e.at,
  });
}

/**
 * The one exception to append-only: an erasure (decision 298) rewrites the entries that name the
 * person erased. `redact` answers an entry's new detail, or null to leave it as it is. Call it with
 * the erasure's transaction. Answers how many entries changed.
 */
export async function redactCandidateEvents(
  trx: Executor,
  candidateIds: number[],
  kinds: readonly CandidateEventKind[],
  redact: (detail: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<number> {
  let changed = 0;
  for (const e of await workspaceRepository.eventsOfKinds(trx, candidateIds, kinds)) {
    const next = redact(JSON.parse(e.detail) as Record<string, unknown>);
    if (!next) continue;
    await workspaceRepository.setEventDetail(trx, e.id, JSON.stringify(next));
    changed++;
  }
  return changed;
}
