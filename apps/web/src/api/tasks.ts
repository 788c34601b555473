import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isJobClosed, MAX_PER_PAGE, RECENT_TASKS_SHOWN, type PriorityLevel, type StaffJob, type TaskAssignment } from '@talentra/contract';
import { apiFetch } from './api-client';

export type { TaskAssignment };
/** A job as the task form's select reads it. */
export type JobPosting = Pick<
  StaffJob,
  'job_id' | 'job_title' | 'client_id' | 'client_name' | 'skills_required' | 'job_location' | 'status' | 'is_active'
>;

/** POST /task-assigning (api.md "Task"). */
export interface NewTask {
  user_id: number;
  job_id: number | null;
  message: string;
  priority_level: PriorityLevel;
  deadline: string | null;
}

export const taskKeys = {
  all: ['task-assignments'] as const,
  recent: ['task-assignments', 'recent'] as const,
  // under 'recruitments' so that any change to jobs elsewhere refreshes the select too
  jobPostings: ['recruitments', 'admin-all', 'postings'] as const,
};

/** The newest tasks, newest first (the server orders them). */
export function useRecentTasks() {
  return useQuery({
    queryKey: taskKeys.recent,
    queryFn: async ({ signal }) => {
      const { data } = await apiFetch<TaskAssignment[]>('/task-assignments', { query: { page: 1, per_page: RECENT_TASKS_SHOWN }, signal });
      return data.slice(0, RECENT_TASKS_SHOWN);
    },
  });
}

/**
 * The open job postings for the select (a task only goes on an open job: the server refuses the
 * others): GET /recruitments/admin/all?status=open, page by page (100 at most a page). Deleted jobs
 * are never listed there; a closed or paused one that slips in (an older server) is left out too.
 */
export function useJobPostings() {
  return useQuery({
    queryKey: taskKeys.jobPostings,
    queryFn: async ({ signal }) => {
      const postings: JobPosting[] = [];
      for (let page = 1; ; page += 1) {
        const { data, meta } = await apiFetch<JobPosting[]>('/recruitments/admin/all', {
          query: { page, per_page: MAX_PER_PAGE, status: 'open' },
          signal,
        });
        postings.push(...data);
        if (data.length === 0 || !meta || postings.length >= meta.total) break;
      }
      return postings.filter((job) => job.status === 'open' && !isJobClosed(job));
    },
  });
}

export function useAssignTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (task: NewTask) => (await apiFetch<TaskAssignment>('/task-assigning', { method: 'POST', body: task })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
