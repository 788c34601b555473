import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TaskAssignment } from '../../api/tasks';
import { PriorityBadge, RecentTaskCard, isNewTask } from './task-card';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

function task(overrides: Partial<TaskAssignment> = {}): TaskAssignment {
  return {
    task_assign_id: 1,
    id: 1,
    user_id: 3,
    job_id: 7,
    assigned_to: 'hr@example.com',
    assigned_to_role: 'Hrteam',
    assigned_by: 1,
    assigned_by_name: 'admin@example.com',
    message: 'Handle recruitment for Data Analyst position at BlueLotus. Required skills: SQL',
    priority_level: 'high',
    deadline: '2026-03-20',
    status: 'pending',
    created_at: minutesAgo(5),
    job: { job_id: 1, job_title: 'Data Analyst', job_location: 'Hyderabad', client_name: 'BlueLotus' },
    ...overrides,
  };
}

describe('isNewTask', () => {
  it('is new for 30 minutes after creation, and not a moment later', () => {
    expect(isNewTask(minutesAgo(0), NOW)).toBe(true);
    expect(isNewTask(minutesAgo(29.9), NOW)).toBe(true);
    expect(isNewTask(minutesAgo(30), NOW)).toBe(false);
    expect(isNewTask(minutesAgo(31), NOW)).toBe(false);
  });

  it('is not new without a readable creation time', () => {
    expect(isNewTask(null, NOW)).toBe(false);
    expect(isNewTask('yesterday', NOW)).toBe(false);
  });
});

describe('RecentTaskCard', () => {
  it("shows 'NEW' on a task created 29 minutes ago", () => {
    render(<RecentTaskCard task={task({ created_at: minutesAgo(29) })} now={NOW} />);
    expect(screen.getByText('NEW')).toBeInTheDocument();
  });

  it("shows no 'NEW' on a task created 31 minutes ago", () => {
    render(<RecentTaskCard task={task({ created_at: minutesAgo(31) })} now={NOW} />);
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
  });

  it('shows the title, assignee, team, deadline and job location', () => {
    render(<RecentTaskCard task={task()} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Recruitment: Data Analyst' })).toBeInTheDocument();
    expect(screen.getByText('hr@example.com')).toBeInTheDocument();
    expect(screen.getByText('HR Team')).toBeInTheDocument();
    expect(screen.getByText('Hyderabad')).toBeInTheDocument();
    expect(screen.getByText(/^Deadline: /)).toBeInTheDocument();
  });

  it("falls back to 'Recruitment Task', 'No deadline' and 'N/A' without a job or deadline", () => {
    render(<RecentTaskCard task={task({ job: null, job_id: null, deadline: null })} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Recruitment Task' })).toBeInTheDocument();
    expect(screen.getByText('No deadline')).toBeInTheDocument();
    expect(screen.getAllByText('N/A')).toHaveLength(2);
  });
});

describe('PriorityBadge', () => {
  it("reads 'MEDIUM' when the task has no priority", () => {
    const { container } = render(
      <>
        <PriorityBadge level={null} />
        <PriorityBadge level={undefined} />
        <PriorityBadge level="" />
      </>,
    );
    expect(Array.from(container.querySelectorAll('span')).map((s) => s.textContent)).toEqual(['MEDIUM', 'MEDIUM', 'MEDIUM']);
  });

  it('shows each level in capitals, styled differently', () => {
    const { container } = render(
      <>
        {(['low', 'medium', 'high', 'urgent'] as const).map((level) => (
          <PriorityBadge key={level} level={level} />
        ))}
      </>,
    );
    const badges = Array.from(container.querySelectorAll('span'));
    expect(badges.map((b) => b.textContent)).toEqual(['LOW', 'MEDIUM', 'HIGH', 'URGENT']);
    expect(new Set(badges.map((b) => b.className)).size).toBe(4);
  });
});
