import { API_PREFIX, type TeamMember, type TeamMemberInput } from '@talentra/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor, Tx } from '../../db/database.js';
import type { CheckedFile } from '../../files/file-check.js';
import type { FileDownload, FilesService } from '../../files/files.service.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { teamRepository, type TeamMemberRow } from './team.repository.js';

/**
 * A photo is a public image: shown inline, cached a day by browsers and shared caches (its address
 * names the stored file, so a new photo is a new address), with the headers of every other file
 * (files.service `download`: nosniff, and the sandboxing CSP, since an SVG can carry scripts).
 */
export const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

/** The public fields of a member (GET /team). */
const toTeamMember = (r: TeamMemberRow): TeamMember => ({
  id: r.id,
  name: r.name,
  title: r.title,
  bio: r.bio,
  photo_url: r.photo_file_id ? `${API_PREFIX}/team/photos/${r.photo_file_id}` : null,
});

export function createTeamService(ctx: AppContext, { files }: { files: FilesService }) {
  const now = () => ctx.clock().toISOString();

  /** The photo is already checked; written first, recorded with the change, removed again if it fails. Replaced files go after the commit. */
  async function withPhoto<T>(photo: CheckedFile | null, work: (trx: Tx, photoId: number | null, unused: string[]) => Promise<T>): Promise<T> {
    const keys = await files.write([photo]);
    const unused: string[] = [];
    let result: T;
    try {
      result = await ctx.db.transaction().execute(async (trx) => {
        const photoId = photo ? await files.record(trx, photo, keys.get(photo)!) : null;
        return work(trx, photoId, unused);
      });
    } catch (err) {
      await files.discard(keys);
      throw err;
    }
    await Promise.all(unused.map((key) => ctx.files.remove(key).catch(() => undefined)));
    return result;
  }

  async function load(db: Executor, id: number): Promise<TeamMemberRow> {
    const row = await teamRepository.findById(db, id);
    if (!row) throw new NotFound('Team member not found');
    return row;
  }

  return {
    async list(): Promise<TeamMember[]> {
      return (await teamRepository.list(ctx.db)).map(toTeamMember);
    },

    /** A new member goes last. */
    async create(input: TeamMemberInput, photo: CheckedFile): Promise<TeamMember> {
      return withPhoto(photo, async (trx, photoId) => {
        const at = now();
        const id = await teamRepository.insert(trx, {
          ...input,
          photo_file_id: photoId,
          position: await teamRepository.nextPosition(trx),
          created_at: at,
          updated_at: at,
        });
        return toTeamMember(await load(trx, id));
      });
    },

    /** The fields sent change; the photo only when a new one is sent (the old one is then removed). */
    async update(id: number, input: Partial<TeamMemberInput>, photo: CheckedFile | null): Promise<TeamMember> {
      await load(ctx.db, id); // 404 before any file is written
      return withPhoto(photo, async (trx, photoId, unused) => {
        const before = await load(trx, id);
        await teamRepository.update(trx, id, { ...input, ...(photoId ? { photo_file_id: photoId } : {}), updated_at: now() });
        if (photoId && before.photo_file_id) {
          const key = await teamRepository.removeFile(trx, before.photo_file_id);
          if (key) unused.push(key);
        }
        return toTeamMember(await load(trx, id));
      });
    },

    /** The member and their photo go. */
    async remove(id: number): Promise<void> {
      await withPhoto(null, async (trx, _photoId, unused) => {
        const row = await load(trx, id);
        await teamRepository.remove(trx, id);
        if (row.photo_file_id) {
          const key = await teamRepository.removeFile(trx, row.photo_file_id);
          if (key) unused.push(key);
        }
      });
    },

    /** The new display order: every member's id once (else 409: the team changed meanwhile). */
    async reorder(ids: number[]): Promise<TeamMember[]> {
      await ctx.db.transaction().execute(async (trx) => {
        const current = await teamRepository.ids(trx);
        const same = current.length === ids.length && current.every((id) => ids.includes(id));
        if (!same) throw new Conflict('The team has changed meanwhile. Please reload and try again.');
        const at = now();
        for (const [index, id] of ids.entries()) await teamRepository.update(trx, id, { position: index + 1, updated_at: at });
      });
      return this.list();
    },

    /** A team member's photo, as a public image; any other stored file is not found here. */
    async photo(fileId: number): Promise<FileDownload> {
      if (!(await teamRepository.isPhoto(ctx.db, fileId))) throw new NotFound('File not found');
      const file = await files.download(fileId);
      return { stream: file.stream, headers: { ...file.headers, 'content-disposition': 'inline', 'cache-control': PHOTO_CACHE_CONTROL } };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
