import type { AppNotification, PriorityLevel, Role, TaskAssignment } from '@talentra/contract';
import type { NotificationRow, TaskRow } from './tasks.repository.js';

/** A task as the assignment screen reads it (staff-portal.md §3 "Task assignment"). */
// priority and role columns hold only the contract's values (written from validated input); their row types say string

export function toTask(r: TaskRow) {
  return {
    task_assign_id: r.id,
    id: r.id,
    user_id: r.user_id,
    job_id: r.job_id,
    assigned_to: r.assignee_username,
    assigned_to_role: r.assignee_role as Role,
    assigned_by: r.assigned_by,
    assigned_by_name: r.assigner_username,
    message: r.message,
    priority_level: r.priority_level as PriorityLevel,
    deadline: r.deadline,
    status: r.status,
    created_at: r.created_at,
    job:
      r.job_id !== null && r.job_title !== null
        ? { job_id: r.job_id, job_title: r.job_title, job_location: r.job_location, client_name: r.client_name }
        : null,
  } satisfies TaskAssignment;
}
export type Task = ReturnType<typeof toTask>;

/** A notification derived from a task for the caller's team, with this user's read state. */
export function toNotification(r: NotificationRow) {
  return {
    id: r.id,
    type: 'task_assignment' as const,
    priority: r.priority_level as PriorityLevel,
    title: r.job_title ? `Recruitment: ${r.job_title}` : 'Recruitment Task',
    message: r.message,
    time: r.created_at,
    read: r.read_at !== null,
    taskData: {
      taskId: r.task_id,
      assignedTo: r.assignee_username,
      jobTitle: r.job_title,
      jobLocation: r.job_location,
      deadline: r.deadline,
      priority: r.priority_level as PriorityLevel,
      userId: r.user_id,
      jobId: r.job_id,
      teamRole: r.team_role as Role,
    },
  } satisfies AppNotification;
}
