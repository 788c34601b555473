import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createTestApp, rowCounts, signIn, type Session, type TestApp } from './helpers.js';
import { describeEachEngine } from './engines.js';
import { createJob, insertClient } from './fixtures.js';
import { tasksRepository } from '../src/modules/tasks/tasks.repository.js';
import { MSG } from '@talentra/contract';

/** A job row inserted directly (the jobs API has its own tests). */
async function insertJob(
  t: TestApp,
  clientId: number,
  overrides: { job_title?: string; deleted_at?: string | null; status?: string; is_active?: number } = {},
) {
  const at = new Date().toISOString();
  const row = await t.app.ctx.db
    .insertInto('jobs')
    .values({
      client_id: clientId,
      client_name: 'Globex Systems',
      job_title: overrides.job_title ?? 'Java Backend Engineer',
      min_experience: 2,
      max_experience: 5,
      preferred_company: null,
      type_of_industry: 'IT & Software Development',
      notice_period: '1 month',
      benefit: null,
      budget: 1500000,
      package: 1200000,
      qualification: 'B.Tech',
      skills_required: 'Java. Spring.',
      job_location: 'Pune',
      timings: null,
      no_of_positions: 2,
      working_days: 5,
      diversity_preference: null,
      hiring_type: 'Full Time',
      work_mode: 'Hybrid',
      interview_process: null,
      key_responsibilities: 'Build APIs',
      job_description: 'Backend work',
      jd_file_id: null,
      is_active: overrides.is_active ?? 1,
      status: overrides.status ?? 'open',
      auto_close_reason: null,
      auto_closed_at: null,
      is_visible: 1,
      deleted_at: overrides.deleted_at ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'job_title'])
    .executeTakeFirstOrThrow();
  return row;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describeEachEngine('tasks and notifications', (engine) => {
  let t: TestApp;
  let admin: Session, bdm: Session, hr1: Session, hr2: Session;
  let job: { id: number; job_title: string };
  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, bdm, hr1, hr2] = [await signIn(t, 'Admin'), await signIn(t, 'Bdm'), await signIn(t, 'Hrteam'), await signIn(t, 'Hrteam')];
    job = await insertJob(t, (await insertClient(t, 'Globex Systems')).id);
  });
  afterAll(() => t.close());

  const assign = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: api('/task-assigning'), headers, payload });
  const assignOk = async (payload: Record<string, unknown>) => {
    const res = await assign(payload);
    if (res.statusCode !== 201) throw new Error(`assign failed ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  const taskIds = async (s: Session, query = '') =>
    (await t.app.inject({ url: api(`/task-assignments${query}`), headers: s.headers })).json().data.map((x: { id: number }) => x.id) as number[];
  const notifications = async (s: Session, query = '') => (await t.app.inject({ url: api(`/notifications${query}`), headers: s.headers })).json();
  const notificationFor = async (s: Session, taskId: number) =>
    (await notifications(s)).data.find((x: { taskData: { taskId: number } }) => x.taskData.taskId === taskId) as
      { id: number; read: boolean } | undefined;
  const refusedWithoutTrace = async (payload: Record<string, unknown>, status: number, headers: Record<string, string> = admin.headers) => {
    const before = await rowCounts(t);
    const res = await assign(payload, headers);
    expect(res.statusCode).toBe(status);
    expect(await rowCounts(t)).toEqual(before);
    return res.json().errors ?? {};
  };

  describe('POST /task-assigning', () => {
    it('assigns a task (Admin): 201 with the task, and its team notification in the same write', async () => {
      const before = await rowCounts(t);
      const res = await assign({
        user_id: hr1.userId,
        job_id: job.id,
        assigned_to: 'ignored',
        message: '  Handle recruitment for Java.  ',
        priority_level: 'high',
        deadline: isoDay(3),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Recruitment task assigned successfully!');
      const task = res.json().data;
      expect(task).toMatchObject({
        task_assign_id: task.id,
        user_id: hr1.userId,
        job_id: job.id,
        assigned_to: hr1.username,
        assigned_to_role: 'Hrteam',
        assigned_by: admin.userId,
        message: 'Handle recruitment for Java.',
        priority_level: 'high',
        deadline: isoDay(3),
        status: 'pending',
        job: { job_id: job.id, job_title: job.job_title, job_location: 'Pune', client_name: 'Globex Systems' },
      });
      const after = await rowCounts(t);
      expect(after.task_assignments).toBe(before.task_assignments! + 1);
      expect(after.notifications).toBe(before.notifications! + 1);
      const note = await t.app.ctx.db.selectFrom('notifications').selectAll().where('task_id', '=', task.id).executeTakeFirstOrThrow();
      expect(note.team_role).toBe('Hrteam');
    });

    it('writes the task and its notification in one transaction: if the notification fails, no task is left', async () => {
      const before = await rowCounts(t);
      const spy = vi.spyOn(tasksRepository, 'insertNotification').mockRejectedValueOnce(new Error('disk full'));
      try {
        const res = await assign({ user_id: hr1.userId, job_id: job.id, message: 'Atomic' });
        expect(res.statusCode).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await rowCounts(t)).toEqual(before);
    });

    it('defaults the priority to medium and allows no job and no deadline', async () => {
      const task = await assignOk({ user_id: bdm.userId, job_id: null, message: 'Prepare the quarterly deck' });
      expect(task).toMatchObject({ priority_level: 'medium', job_id: null, job: null, deadline: null, assigned_to_role: 'Bdm' });
    });

    it('refuses a deadline in the past with the spec message; today (UTC) is accepted', async () => {
      const errors = await refusedWithoutTrace({ user_id: hr1.userId, job_id: job.id, message: 'm', deadline: isoDay(-2) }, 422);
      expect(errors.deadline).toEqual(['Deadline cannot be in the past']);
      expect((await assign({ user_id: hr1.userId, job_id: job.id, message: 'm', deadline: isoDay(0) })).statusCode).toBe(201);
    });

    it('refuses an unknown or inactive assignee and an unknown or deleted job (422), storing nothing', async () => {
      expect((await refusedWithoutTrace({ user_id: 999999, job_id: job.id, message: 'm' }, 422)).user_id).toBeDefined();
      const gone = await signIn(t, 'Hrteam');
      await t.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', gone.userId).execute();
      expect((await refusedWithoutTrace({ user_id: gone.userId, job_id: job.id, message: 'm' }, 422)).user_id).toBeDefined();
      expect((await refusedWithoutTrace({ user_id: hr1.userId, job_id: 999999, message: 'm' }, 422)).job_id).toBeDefined();
      const deleted = await insertJob(t, (await insertClient(t)).id, { deleted_at: new Date().toISOString() });
      expect((await refusedWithoutTrace({ user_id: hr1.userId, job_id: deleted.id, message: 'm' }, 422)).job_id).toBeDefined();
    });

    it('refuses a closed or paused job and an assignee who is not an active Bdm or Hrteam member (422 on the field)', async () => {
      const clientId = (await insertClient(t)).id;
      const closed = await insertJob(t, clientId, { status: 'closed', is_active: 0 });
      const paused = await insertJob(t, clientId, { status: 'paused' });
      for (const j of [closed, paused]) {
        const errors = await refusedWithoutTrace({ user_id: hr1.userId, job_id: j.id, message: 'm' }, 422);
        expect(errors.job_id).toEqual([MSG.taskJobNotOpen]);
      }
      const res = await assign({ user_id: admin.userId, job_id: job.id, message: 'm' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.user_id).toEqual([MSG.taskAssigneeInvalid]);
      expect(res.json().message).toBe(`Validation failed: ${MSG.taskAssigneeInvalid}`);
      const gone = await signIn(t, 'Bdm');
      await t.app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', gone.userId).execute();
      expect((await refusedWithoutTrace({ user_id: gone.userId, job_id: null, message: 'm' }, 422)).user_id).toEqual([MSG.taskAssigneeInvalid]);
      // an open job and a Bdm or Hrteam member are still fine
      expect((await assign({ user_id: bdm.userId, job_id: job.id, message: 'm' })).statusCode).toBe(201);
    });

    it('refuses a missing member or message, a bad priority and a malformed date', async () => {
      const errors = await refusedWithoutTrace({ job_id: job.id, message: ' ', priority_level: 'critical', deadline: '2026-02-30' }, 422);
      expect(errors.user_id).toEqual(['Please choose a team member']);
      expect(errors.message).toEqual(['This field is required']);
      expect(errors.priority_level).toBeDefined();
      expect(errors.deadline).toBeDefined();
    });

    it('is for Admin only: Bdm and Hrteam 403, anonymous 401', async () => {
      const payload = { user_id: hr1.userId, job_id: job.id, message: 'm' };
      await refusedWithoutTrace(payload, 403, bdm.headers);
      await refusedWithoutTrace(payload, 403, hr1.headers);
      await refusedWithoutTrace(payload, 401, {});
    });
  });

  describe('GET /task-assignments', () => {
    it('shows Admin every task and each team only the tasks of its own team, newest first', async () => {
      const hrTask = await assignOk({ user_id: hr1.userId, job_id: job.id, message: 'For HR' });
      const bdmTask = await assignOk({ user_id: bdm.userId, job_id: null, message: 'For BDM' });
      const adminIds = await taskIds(admin);
      expect(adminIds.slice(0, 2)).toEqual([bdmTask.id, hrTask.id]);
      expect(await taskIds(hr2)).toContain(hrTask.id); // another member of the same team sees it too
      expect(await taskIds(hr2)).not.toContain(bdmTask.id);
      expect(await taskIds(bdm)).toContain(bdmTask.id);
      expect(await taskIds(bdm)).not.toContain(hrTask.id);
      const hrList = (await t.app.inject({ url: api('/task-assignments'), headers: hr1.headers })).json();
      expect(hrList.data.every((x: { assigned_to_role: string }) => x.assigned_to_role === 'Hrteam')).toBe(true);
      expect(hrList.data[0]).toMatchObject({ id: hrTask.id, assigned_to: hr1.username, job: { job_title: job.job_title } });
    });

    it('paginates (25 by default) with meta', async () => {
      const res = (await t.app.inject({ url: api('/task-assignments?per_page=1&page=2'), headers: admin.headers })).json();
      expect(res.data).toHaveLength(1);
      expect(res.meta).toEqual({ page: 2, per_page: 1, total: (await rowCounts(t)).task_assignments });
      expect((await t.app.inject({ url: api('/task-assignments'), headers: admin.headers })).json().meta.per_page).toBe(25);
      expect((await t.app.inject({ url: api('/task-assignments') })).statusCode).toBe(401);
    });
  });

  describe('notifications', () => {
    it('reach every member of the assignee team (not the other team), with the task details', async () => {
      const task = await assignOk({
        user_id: hr1.userId,
        job_id: job.id,
        message: 'Shortlist ten profiles',
        priority_level: 'urgent',
        deadline: isoDay(5),
      });
      for (const s of [hr1, hr2]) {
        const n = (await notificationFor(s, task.id)) as unknown as Record<string, unknown>;
        expect(n).toMatchObject({
          type: 'task_assignment',
          priority: 'urgent',
          title: `Recruitment: ${job.job_title}`,
          message: 'Shortlist ten profiles',
          time: task.created_at,
          read: false,
          taskData: {
            taskId: task.id,
            assignedTo: hr1.username,
            jobTitle: job.job_title,
            jobLocation: 'Pune',
            deadline: isoDay(5),
            priority: 'urgent',
            userId: hr1.userId,
            jobId: job.id,
            teamRole: 'Hrteam',
          },
        });
      }
      expect(await notificationFor(bdm, task.id)).toBeUndefined();
      const noJob = await assignOk({ user_id: bdm.userId, job_id: null, message: 'Call the client' });
      expect(await notificationFor(bdm, noJob.id)).toMatchObject({
        title: 'Recruitment Task',
        taskData: { jobTitle: null, jobId: null, teamRole: 'Bdm' },
      });
      expect(await notificationFor(hr1, noJob.id)).toBeUndefined();
    });

    it('lists newest first with the unread count of the whole team list at the top level', async () => {
      const a = await assignOk({ user_id: hr1.userId, job_id: null, message: 'A' });
      const b = await assignOk({ user_id: hr2.userId, job_id: null, message: 'B' });
      const all = await notifications(hr1, '?per_page=100');
      expect((await notifications(hr1)).meta.per_page).toBe(25); // the bell loads a page of 25, older ones on request
      const page = await notifications(hr1, '?per_page=2');
      expect(page.data.map((x: { taskData: { taskId: number } }) => x.taskData.taskId)).toEqual([b.id, a.id]);
      expect(page.meta.total).toBe(all.meta.total);
      expect(page.unread_count).toBe(all.data.filter((x: { read: boolean }) => !x.read).length);
      expect(page.unread_count).toBeGreaterThan(2);
    });

    it('marks one read for this user only; another member of the team still sees it unread; marking twice is harmless', async () => {
      const task = await assignOk({ user_id: hr1.userId, job_id: job.id, message: 'Per-user read state' });
      const n = (await notificationFor(hr1, task.id))!;
      const unreadBefore = (await notifications(hr1)).unread_count;
      const res = await t.app.inject({ method: 'POST', url: api(`/notifications/${n.id}/read`), headers: hr1.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().unread_count).toBe(unreadBefore - 1);
      expect((await notificationFor(hr1, task.id))!.read).toBe(true);
      expect((await notificationFor(hr2, task.id))!.read).toBe(false);
      const again = await t.app.inject({ method: 'POST', url: api(`/notifications/${n.id}/read`), headers: hr1.headers });
      expect(again.statusCode).toBe(200);
      expect(again.json().unread_count).toBe(unreadBefore - 1);
      const reads = await t.app.ctx.db.selectFrom('notification_reads').selectAll().where('notification_id', '=', n.id).execute();
      expect(reads.map((r) => r.user_id)).toEqual([hr1.userId]);
    });

    it("answers 404 for another team's notification and an unknown one", async () => {
      const task = await assignOk({ user_id: bdm.userId, job_id: null, message: 'Bdm only' });
      const n = (await notificationFor(bdm, task.id))!;
      expect((await t.app.inject({ method: 'POST', url: api(`/notifications/${n.id}/read`), headers: hr1.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: api('/notifications/999999/read'), headers: hr1.headers })).statusCode).toBe(404);
      expect((await notificationFor(bdm, task.id))!.read).toBe(false);
    });

    it('marks all read for this user only, and a later task is unread again', async () => {
      await assignOk({ user_id: hr1.userId, job_id: null, message: 'Before read-all' });
      const unread = (await notifications(hr2)).unread_count;
      expect(unread).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: hr2.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().unread_count).toBe(0);
      expect(res.json().data.marked).toBe(unread); // only this team's notifications
      const marked = await t.app.ctx.db
        .selectFrom('notification_reads')
        .innerJoin('notifications', 'notifications.id', 'notification_reads.notification_id')
        .select('notifications.team_role')
        .where('notification_reads.user_id', '=', hr2.userId)
        .execute();
      expect(new Set(marked.map((m) => m.team_role))).toEqual(new Set(['Hrteam']));
      const after = await notifications(hr2);
      expect(after.unread_count).toBe(0);
      expect(after.data.every((x: { read: boolean }) => x.read)).toBe(true);
      expect((await notifications(hr1)).unread_count).toBeGreaterThan(0);
      expect((await notifications(bdm)).unread_count).toBeGreaterThan(0);
      // again: nothing left to mark, still fine
      expect((await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: hr2.headers })).json().data.marked).toBe(0);
      const later = await assignOk({ user_id: hr1.userId, job_id: null, message: 'After read-all' });
      expect((await notifications(hr2)).unread_count).toBe(1);
      expect((await notificationFor(hr2, later.id))!.read).toBe(false);
    });

    it('is for Bdm and Hrteam: Admin 403, anonymous 401', async () => {
      expect((await t.app.inject({ url: api('/notifications'), headers: admin.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ url: api('/notifications') })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: admin.headers })).statusCode).toBe(403);
    });
  });

  describe('a deleted job', () => {
    it('its tasks and their notifications leave every list and count, cannot be marked read, and come back when the job is restored', async () => {
      const gone = await createJob(t, bdm.headers, (await insertClient(t)).id);
      const readTask = await assignOk({ user_id: hr1.userId, job_id: gone.job_id, message: 'Read before the delete' });
      const unreadTask = await assignOk({ user_id: hr2.userId, job_id: gone.job_id, message: 'Unread at the delete' });
      const kept = await assignOk({ user_id: hr1.userId, job_id: job.id, message: 'On a job that stays' });
      const ofGone = [readTask.id, unreadTask.id];
      const readId = (await notificationFor(hr1, readTask.id))!.id;
      const unreadId = (await notificationFor(hr1, unreadTask.id))!.id;
      expect((await t.app.inject({ method: 'POST', url: api(`/notifications/${readId}/read`), headers: hr1.headers })).statusCode).toBe(200);

      // what each one reads: the task list, and the bell for the teams (every list is read first, so the
      // cached answers must go with the delete and the restore)
      const taskList = async (s: Session) => {
        const res = (await t.app.inject({ url: api('/task-assignments?per_page=100'), headers: s.headers })).json();
        return { ids: res.data.map((x: { id: number }) => x.id) as number[], total: res.meta.total as number };
      };
      const bell = async (s: Session) => {
        const res = await notifications(s, '?per_page=100');
        type Shown = { taskData: { taskId: number }; title: string; read: boolean };
        return {
          shown: res.data.map((x: Shown) => [x.taskData.taskId, x.title, x.read]) as [number, string, boolean][],
          total: res.meta.total as number,
          unread: res.unread_count as number,
        };
      };
      const teams = [hr1, hr2];
      const everyone = [admin, hr1, hr2];
      const tasksBefore = await Promise.all(everyone.map(taskList));
      const bellsBefore = await Promise.all(teams.map(bell));
      for (const list of tasksBefore) expect(list.ids).toEqual(expect.arrayContaining([...ofGone, kept.id]));
      const title = `Recruitment: ${gone.job_title}`;
      expect(bellsBefore[0]!.shown).toContainEqual([readTask.id, title, true]);
      expect(bellsBefore[1]!.shown).toContainEqual([unreadTask.id, title, false]);

      const del = await t.app.inject({ method: 'DELETE', url: api(`/recruitments/${gone.job_id}`), headers: admin.headers });
      expect(del.statusCode, del.body).toBe(200);
      const tasksDeleted = await Promise.all(everyone.map(taskList));
      tasksDeleted.forEach((list, i) => {
        expect(
          list.ids.filter((id) => ofGone.includes(id)),
          `tasks ${i}`,
        ).toEqual([]);
        expect(list.ids, `tasks ${i}`).toContain(kept.id);
        expect(list.total, `tasks ${i}`).toBe(tasksBefore[i]!.total - 2);
      });
      const bellsDeleted = await Promise.all(teams.map(bell));
      bellsDeleted.forEach((b, i) => {
        expect(
          b.shown.filter(([taskId, shownTitle]) => ofGone.includes(taskId) || shownTitle === title),
          `bell ${i}`,
        ).toEqual([]);
        expect(
          b.shown.map(([taskId]) => taskId),
          `bell ${i}`,
        ).toContain(kept.id);
        expect(b.total, `bell ${i}`).toBe(bellsBefore[i]!.total - 2);
      });
      expect(bellsDeleted[0]!.unread).toBe(bellsBefore[0]!.unread - 1); // hr1 had read one of the two
      expect(bellsDeleted[1]!.unread).toBe(bellsBefore[1]!.unread - 2);
      // the rows stay (soft delete)
      expect(await t.app.ctx.db.selectFrom('task_assignments').select('id').where('job_id', '=', gone.job_id).execute()).toHaveLength(2);

      // a hidden notification is not found, and marking all read leaves it alone
      const markHidden = await t.app.inject({ method: 'POST', url: api(`/notifications/${unreadId}/read`), headers: hr1.headers });
      expect(markHidden.statusCode).toBe(404);
      const all = await t.app.inject({ method: 'POST', url: api('/notifications/read-all'), headers: hr2.headers });
      expect(all.json()).toMatchObject({ data: { marked: bellsDeleted[1]!.unread }, unread_count: 0 });

      const restore = await t.app.inject({ method: 'POST', url: api(`/recruitments/${gone.job_id}/restore`), headers: admin.headers });
      expect(restore.statusCode, restore.body).toBe(200);
      expect(await Promise.all(everyone.map(taskList))).toEqual(tasksBefore);
      expect(await bell(hr1)).toEqual(bellsBefore[0]);
      // hr2's read-all came while they were hidden: both are back unread
      const hr2After = await bell(hr2);
      expect(hr2After).toMatchObject({ total: bellsBefore[1]!.total, unread: 2 });
      expect(hr2After.shown).toContainEqual([unreadTask.id, title, false]);
      expect(hr2After.shown).toContainEqual([readTask.id, title, false]);
    });
  });
});

describeEachEngine('task deadline and time zones', (engine) => {
  // 05:00 UTC on 10 March: it is still 9 March in UTC-12, so 9 March is somebody's "today"
  const now = new Date('2026-03-10T05:00:00.000Z');
  let t: TestApp;
  let admin: Session, hr: Session;
  beforeAll(async () => {
    t = await createTestApp(engine, { clock: () => now });
    [admin, hr] = [await signIn(t, 'Admin'), await signIn(t, 'Hrteam')];
  });
  afterAll(() => t.close());

  const assign = (deadline: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/task-assigning'),
      headers: admin.headers,
      payload: { user_id: hr.userId, job_id: null, message: 'm', deadline },
    });

  it('accepts the date that is today in UTC-12 and refuses the day before', async () => {
    expect((await assign('2026-03-10')).statusCode).toBe(201);
    expect((await assign('2026-03-09')).statusCode).toBe(201);
    const res = await assign('2026-03-08');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ deadline: ['Deadline cannot be in the past'] });
  });
});
