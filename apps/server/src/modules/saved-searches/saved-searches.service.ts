import {
  SAVED_SEARCH_MSG,
  SAVED_SEARCHES_PER_USER,
  SavedSearchFiltersSchema,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchFilters,
  type SavedSearchUpdate,
  type SessionUser,
} from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { Conflict, Forbidden, NotFound } from '../../http/errors.js';
import { savedSearchesRepository } from './saved-searches.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof savedSearchesRepository.find>>>;

/** The stored JSON read back through the contract's schema: a key the search no longer knows is left out. */
function readFilters(json: string): SavedSearchFilters {
  try {
    const parsed = SavedSearchFiltersSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Only what is set, so the stored JSON (and the URL it restores) stays short. */
const compact = (f: SavedSearchFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

const mayEdit = (caller: SessionUser, row: Pick<Row, 'user_id'>) => caller.user_role === 'Admin' || row.user_id === caller.id;

function toSavedSearch(caller: SessionUser, r: Row): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    filters: readFilters(r.filters),
    shared: r.is_shared === 1,
    owner_id: r.user_id,
    owner_name: r.owner_name,
    mine: r.user_id === caller.id,
    can_edit: mayEdit(caller, r),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/**
 * Saved candidate searches (issue 43; decision 235): each user's own, private unless shared; a shared
 * one is listed for every caller of the search (Admin and Hrteam); only its owner or an Admin renames,
 * shares or deletes it. Another user's private search is not found (404), not forbidden.
 */
export function createSavedSearchesService(ctx: AppContext) {
  const now = () => ctx.clock().toISOString();

  async function visible(caller: SessionUser, id: number): Promise<Row> {
    const row = await savedSearchesRepository.find(ctx.db, id);
    if (!row || (row.user_id !== caller.id && row.is_shared !== 1)) throw new NotFound(SAVED_SEARCH_MSG.notFound);
    return row;
  }
  async function editable(caller: SessionUser, id: number): Promise<Row> {
    const row = await visible(caller, id);
    if (!mayEdit(caller, row)) throw new Forbidden(SAVED_SEARCH_MSG.notOwner);
    return row;
  }
  const nameConflict = (err: unknown): never => {
    if (isUniqueViolation(err)) throw new Conflict(SAVED_SEARCH_MSG.nameTaken);
    throw err;
  };

  return {
    async list(caller: SessionUser): Promise<SavedSearch[]> {
      return (await savedSearchesRepository.listFor(ctx.db, caller.id)).map((r) => toSavedSearch(caller, r));
    },

    async create(caller: SessionUser, input: SavedSearchCreate): Promise<SavedSearch> {
      if ((await savedSearchesRepository.countOf(ctx.db, caller.id)) >= SAVED_SEARCHES_PER_USER) throw new Conflict(SAVED_SEARCH_MSG.tooMany);
      if (await savedSearchesRepository.nameTaken(ctx.db, caller.id, input.name)) throw new Conflict(SAVED_SEARCH_MSG.nameTaken);
      const at = now();
      const id = await savedSearchesRepository
        .insert(ctx.db, {
          user_id: caller.id,
          name: input.name,
          filters: JSON.stringify(compact(input.filters)),
          is_shared: input.shared ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .catch(nameConflict);
      return toSavedSearch(caller, (await savedSearchesRepository.find(ctx.db, id))!);
    },

    /** Rename, share or make private; the name stays unique among its owner's searches. */
    async update(caller: SessionUser, id: number, input: SavedSearchUpdate): Promise<SavedSearch> {
      const row = await editable(caller, id);
      if (await savedSearchesRepository.nameTaken(ctx.db, row.user_id, input.name, id)) throw new Conflict(SAVED_SEARCH_MSG.nameTaken);
      await savedSearchesRepository.update(ctx.db, id, { name: input.name, is_shared: input.shared ? 1 : 0, updated_at: now() }).catch(nameConflict);
      return toSavedSearch(caller, (await savedSearchesRepository.find(ctx.db, id))!);
    },

    async remove(caller: SessionUser, id: number): Promise<{ id: number }> {
      await editable(caller, id);
      await savedSearchesRepository.delete(ctx.db, id);
      return { id };
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
