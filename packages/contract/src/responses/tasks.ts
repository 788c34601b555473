import { z } from 'zod';
import { PRIORITY_LEVELS, ROLES } from '../constants.js';
import { okBody, pageBody } from './envelope.js';

const text = z.string();
const maybe = z.string().nullable();
const int = z.number().int();

/** A task as the assignment screen reads it (tasks.mapper `toTask`). */
export const TaskAssignmentSchema = z.strictObject({
  task_assign_id: int,
  id: int,
  user_id: int,
  job_id: int.nullable(),
  assigned_to: text,
  assigned_to_role: z.enum(ROLES),
  assigned_by: int.nullable(),
  assigned_by_name: maybe,
  message: text,
  priority_level: z.enum(PRIORITY_LEVELS),
  deadline: maybe,
  status: text,
  created_at: text,
  job: z.strictObject({ job_id: int, job_title: text, job_location: maybe, client_name: maybe }).nullable(),
});
export type TaskAssignment = z.infer<typeof TaskAssignmentSchema>;

/** A notification of the bell, derived from a task for the caller's team (tasks.mapper `toNotification`). */
export const NotificationSchema = z.strictObject({
  id: int,
  type: z.literal('task_assignment'),
  priority: z.enum(PRIORITY_LEVELS),
  title: text,
  message: text,
  time: text,
  read: z.boolean(),
  taskData: z.strictObject({
    taskId: int,
    assignedTo: text,
    jobTitle: maybe,
    jobLocation: maybe,
    deadline: maybe,
    priority: z.enum(PRIORITY_LEVELS),
    userId: int,
    jobId: int.nullable(),
    teamRole: z.enum(ROLES),
  }),
});
export type AppNotification = z.infer<typeof NotificationSchema>;

export const TaskListBodySchema = pageBody(TaskAssignmentSchema);
export const TaskBodySchema = okBody(TaskAssignmentSchema);
export const NotificationListBodySchema = pageBody(NotificationSchema, { unread_count: int });
export const NotificationReadBodySchema = okBody(z.strictObject({ id: int, read: z.literal(true) }), { unread_count: int });
export const NotificationsReadBodySchema = okBody(z.strictObject({ marked: int }), { unread_count: int });
