import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CandidateProfile, ProfileApplication } from '@talentra/contract';
import { deferred, fail, fakeApi, json, ok } from '../../test/fake-api';
import CandidateProfilePage from './candidate-profile-page';

const renderPdf = vi.hoisted(() => ({ open: vi.fn() }));
// pdf.js itself needs a real canvas: the end-to-end tests render a PDF in Chromium
vi.mock('./pdf-document', () => ({ openPdf: renderPdf.open }));

const profile = (overrides: Partial<CandidateProfile> = {}): CandidateProfile => ({
  id: 7,
  person_id: 3,
  candidate_name: 'Asha Rao',
  email: 'asha@mail.example',
  mobile_number: '9876543210',
  current_location: 'Pune',
  current_company: null,
  years_experience: '4',
  relevant_experience: '3',
  current_ctc: null,
  expected_ctc: null,
  notice_period: null,
  preferred_location: null,
  available_for_interview: null,
  preferred_company: null,
  remarks: null,
  status: 'Applied',
  job_id: 1,
  job_title: 'QA Engineer',
  client_name: 'Acme',
  created_at: '2026-01-02T10:00:00.000Z',
  resume: {
    name: 'cv.pdf',
    kind: 'pdf',
    download_url: '/backend/api/v1/candidates/7/resume',
    inline_url: '/backend/api/v1/candidates/7/resume/inline',
  },
  applications: [],
  linked: [],
  notes: [],
  ...overrides,
});

function renderProfile() {
  const router = createMemoryRouter([{ path: '/candidates/:id', element: <CandidateProfilePage /> }], { initialEntries: ['/candidates/7'] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const pdfBytes = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'content-type': 'application/pdf' } });

describe('CandidateProfilePage', () => {
  describe('people linked by staff (issue 41)', () => {
    it("lists who staff linked as the same person and undoes a wrong link with 'Not the same person'", async () => {
      const posted: string[] = [];
      let linked = [{ id: 12, candidate_name: 'Kiara Joshi', email: 'kiara@mail.example' }];
      fakeApi((path, init) => {
        if (path === '/candidates/12/separate' && init.method === 'POST') {
          posted.push(path);
          linked = [];
          return json(200, {
            success: true,
            status: true,
            message: 'Kept apart: they are now two people.',
            data: { person_id: 12, other_person_id: 7 },
          });
        }
        if (path === '/candidates/7/profile') return ok(profile({ linked }));
        if (path === '/candidates/7/timeline') return json(200, { success: true, status: true, data: [], has_more: false });
        return ok([]);
      });
      renderProfile();
      const section = await screen.findByRole('region', { name: 'Linked as the same person' });
      expect(within(section).getByRole('link', { name: 'Kiara Joshi' })).toHaveAttribute('href', '/candidates/12');
      expect(within(section).getByText(/kiara@mail.example/)).toBeInTheDocument();
      await userEvent.click(within(section).getByRole('button', { name: 'Not the same person: Kiara Joshi' }));
      expect(posted).toEqual(['/candidates/12/separate']);
      expect(await screen.findByText('Kept apart: they are now two people.')).toBeInTheDocument();
      await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Not the same person: Kiara Joshi' })).not.toBeInTheDocument());
    });

    it('shows no such section when nobody was linked', async () => {
      fakeApi((path) =>
        path === '/candidates/7/profile'
          ? ok(profile())
          : path === '/candidates/7/timeline'
            ? json(200, { success: true, status: true, data: [], has_more: false })
            : ok([]),
      );
      renderProfile();
      await screen.findByRole('heading', { name: 'Asha Rao' });
      expect(screen.queryByRole('region', { name: 'Linked as the same person' })).not.toBeInTheDocument();
    });
  });

  describe('Add note', () => {
    it('sends a double-clicked note once', async () => {
      const saved = deferred<Response>();
      const api = fakeApi((path, init) => {
        if (path === '/candidates/7/profile') return ok(profile());
        if (path === '/candidates/7/timeline') return json(200, { success: true, status: true, data: [], has_more: false });
        if (path === '/candidates/7/notes' && init.method === 'POST') return saved.promise;
        return fail(404, 'Not found');
      });
      renderProfile();
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Add a note'), 'Called: free from March.');
      const button = screen.getByRole('button', { name: 'Add note' });
      // both clicks of a double-click land before the browser paints the disabled button
      fireEvent.click(button);
      fireEvent.click(button);
      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeInTheDocument();
      const posts = () => api.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(posts()).toHaveLength(1);
      expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({ body: 'Called: free from March.' });

      saved.resolve(
        json(201, {
          success: true,
          status: true,
          data: { id: 1, candidate_id: 7, body: 'Called: free from March.', created_at: '2026-01-03T10:00:00.000Z', author_user_id: 2, author: 'hr' },
        }),
      );
      await vi.waitFor(() => expect(screen.getByLabelText('Add a note')).toHaveValue(''));
      expect(posts()).toHaveLength(1);
    });

    it("shows the server's refusal under the field and keeps the text", async () => {
      fakeApi((path, init) => {
        if (path === '/candidates/7/profile') return ok(profile());
        if (path === '/candidates/7/timeline') return json(200, { success: true, status: true, data: [], has_more: false });
        if (path === '/candidates/7/notes' && init.method === 'POST') return fail(403, 'You may not add notes.');
        return fail(404, 'Not found');
      });
      renderProfile();
      const user = userEvent.setup();
      const box = await screen.findByLabelText('Add a note');
      await user.type(box, 'A note');
      await user.click(screen.getByRole('button', { name: 'Add note' }));
      expect(await screen.findByText('You may not add notes.')).toBeInTheDocument();
      expect(box).toHaveValue('A note');
      expect(screen.getByRole('button', { name: 'Add note' })).not.toBeDisabled();
    });
  });

  describe('the resume viewer', () => {
    const server = (inline: () => Response | Promise<Response>, overrides: Partial<CandidateProfile> = {}) =>
      fakeApi((path) => {
        if (path === '/candidates/7/profile') return ok(profile(overrides));
        if (path === '/candidates/7/timeline') return json(200, { success: true, status: true, data: [], has_more: false });
        if (path === '/candidates/7/resume/inline') return inline();
        return fail(404, 'Not found');
      });

    it('fetches the PDF with the session cookie and draws each page on a canvas named by its number', async () => {
      const file = deferred<Response>();
      const api = server(() => file.promise);
      const drawn: number[] = [];
      renderPdf.open.mockResolvedValue({
        pageCount: 2,
        render: vi.fn(async (pageNumber: number, canvas: HTMLCanvasElement) => {
          drawn.push(pageNumber);
          canvas.dataset.drawn = 'yes';
        }),
        destroy: vi.fn(),
      });
      renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'View resume' }));
      const viewer = screen.getByRole('region', { name: 'Resume preview' });
      expect(within(viewer).getByRole('status').textContent).toBe('Loading resume...');
      file.resolve(pdfBytes());
      expect(await within(viewer).findByRole('img', { name: 'Page 1 of 2' })).toBeInTheDocument();
      expect(within(viewer).getByRole('img', { name: 'Page 2 of 2' })).toBeInTheDocument();
      await vi.waitFor(() => expect(drawn.sort()).toEqual([1, 2]));
      expect(within(viewer).queryByRole('status')).not.toBeInTheDocument();

      const [url, init] = api.mock.calls.find(([input]) => String(input).endsWith('/resume/inline'))!;
      expect(url).toBe('/backend/api/v1/candidates/7/resume/inline');
      expect(init?.credentials).toBe('same-origin');
      expect(renderPdf.open.mock.calls[0]![0]).toBeInstanceOf(ArrayBuffer);
      // the other ways to read it stay beside the viewer
      expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', '/backend/api/v1/candidates/7/resume/inline');
      expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/backend/api/v1/candidates/7/resume');
    });

    it('says so when the file cannot be shown, and keeps the link and the download', async () => {
      server(() => fail(404, 'Resume not found'));
      renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'View resume' }));
      const viewer = screen.getByRole('region', { name: 'Resume preview' });
      expect((await within(viewer).findByRole('alert')).textContent).toBe(
        'The resume could not be shown here. Open it in a new tab or download it instead.',
      );
      expect(screen.getByRole('link', { name: 'Open in a new tab' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    });

    it('says so when pdf.js cannot read the file', async () => {
      server(pdfBytes);
      renderPdf.open.mockRejectedValue(new Error('Invalid PDF structure.'));
      renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'View resume' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The resume could not be shown here. Open it in a new tab or download it instead.');
    });

    it('offers a Word resume as a download only', async () => {
      server(pdfBytes, {
        resume: { name: 'cv.docx', kind: 'docx', download_url: '/backend/api/v1/candidates/7/resume', inline_url: null },
      });
      renderProfile();
      expect(await screen.findByRole('link', { name: 'Download DOCX' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'View resume' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open in a new tab' })).not.toBeInTheDocument();
      expect(screen.getByText('Word documents cannot be shown in the browser: download to read.')).toBeInTheDocument();
    });
  });

  describe('actions on each application (issue 43)', () => {
    const application = (overrides: Partial<ProfileApplication> = {}): ProfileApplication => ({
      id: 7,
      job_id: 1,
      job_title: 'QA Engineer',
      client_name: 'Acme',
      applied_at: '2026-01-02T10:00:00.000Z',
      stage: 'hr_interview',
      stage_label: 'HR interview',
      rejection_reason: null,
      allowed_actions: [],
      next_stage: 'hr_interview',
      next_stage_label: 'HR interview',
      ...overrides,
    });
    const timeline = () => json(200, { success: true, status: true, data: [], has_more: false });
    const actionNames = ['Complete HR interview', 'Schedule interview', 'Undo rejection', 'Reject', 'Move back'];
    const offered = () => actionNames.filter((name) => screen.queryByRole('button', { name: new RegExp(`^${name}`) }));

    it('offers only the actions the server allows, and always the link to the job’s board', async () => {
      fakeApi((path) =>
        path === '/candidates/7/profile'
          ? ok(profile({ applications: [application({ allowed_actions: ['complete_stage', 'reject', 'move_back', 'schedule_interview'] })] }))
          : path === '/candidates/7/timeline'
            ? timeline()
            : ok([]),
      );
      renderProfile();
      const section = await screen.findByRole('region', { name: /Applications/ });
      expect(within(section).getByRole('link', { name: 'Open board: QA Engineer' })).toHaveAttribute('href', '/jobs/1/pipeline');
      expect(offered()).toEqual(['Complete HR interview', 'Schedule interview', 'Reject', 'Move back']);
    });

    it('offers only Undo rejection for a rejected application, nothing on a closed job', async () => {
      let apps = [application({ stage: 'rejected', allowed_actions: ['undo_reject'] })];
      fakeApi((path) =>
        path === '/candidates/7/profile' ? ok(profile({ applications: apps })) : path === '/candidates/7/timeline' ? timeline() : ok([]),
      );
      const { unmount } = renderProfile();
      await screen.findByRole('link', { name: 'Open board: QA Engineer' });
      expect(offered()).toEqual(['Undo rejection']);
      unmount();
      apps = [application({ allowed_actions: [] })];
      renderProfile();
      await screen.findByRole('link', { name: 'Open board: QA Engineer' });
      expect(offered()).toEqual([]);
    });

    it('completes the next stage, then reads the profile and the timeline again', async () => {
      let apps = [
        application({ allowed_actions: ['complete_stage', 'reject'], stage: 'screening', next_stage: 'screening', next_stage_label: 'Screening' }),
      ];
      const calls: string[] = [];
      fakeApi((path, init) => {
        const method = init.method ?? 'GET';
        calls.push(`${method} ${path}`);
        if (path === '/candidates/7/profile') return ok(profile({ applications: apps }));
        if (path === '/candidates/7/timeline') return timeline();
        if (path === '/process-tracker/7' && method === 'GET') return ok({ screening: null, rejected: null });
        if (path === '/process-tracker/7/with-job-check') {
          apps = [application({ allowed_actions: ['complete_stage', 'reject', 'move_back', 'schedule_interview'], next_stage: 'hr_interview' })];
          return ok({ screening: 'completed' });
        }
        return fail(404, 'Not found');
      });
      renderProfile();
      await userEvent.click(await screen.findByRole('button', { name: 'Complete Screening' }));
      expect(await screen.findByText('Completed: Screening.')).toBeInTheDocument();
      expect(calls).toContain('PUT /process-tracker/7/with-job-check');
      await screen.findByRole('button', { name: 'Schedule interview' });
      expect(calls.filter((c) => c === 'GET /candidates/7/profile')).toHaveLength(2);
      expect(calls.filter((c) => c === 'GET /candidates/7/timeline')).toHaveLength(2);
    });

    it('sends an application at the client CV review to a contact of the job’s client (issue 44), with the board’s dialog', async () => {
      const sent: unknown[] = [];
      const atReview = application({ allowed_actions: ['complete_stage', 'reject'], stage: 'client_cv_review', next_stage: 'client_cv_review' });
      const contacts = [{ id: 11, client_id: 3, name: 'Kavya Rao', email: 'kavya@acme.example', phone: null, designation: null }];
      fakeApi((path, init, query) => {
        if (path === '/candidates/7/profile') return ok(profile({ applications: [atReview] }));
        if (path === '/candidates/7/timeline') return timeline();
        if (path === '/client-reviews' && init.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return json(201, { success: true, status: true, data: {}, message: 'Sent to the client.' });
        }
        if (path === '/client-reviews' && query?.get('job_id') === '1') return json(200, { success: true, status: true, data: [], contacts });
        return fail(404, 'Not found');
      });
      renderProfile();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Send to client' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send to client' });
      expect(within(dialog).getByRole('checkbox', { name: 'Asha Rao' })).toBeChecked();
      expect(within(dialog).getByRole('combobox', { name: /Contact/ })).toHaveValue('11');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Sent to the client.')).toBeInTheDocument();
      expect(sent).toEqual([{ job_id: 1, contact_id: 11, candidate_ids: [7], note: null, show_ctc: false }]);
    }, 15000);

    it('offers Send to client only at the client CV review stage', async () => {
      fakeApi((path) =>
        path === '/candidates/7/profile'
          ? ok(profile({ applications: [application({ allowed_actions: ['complete_stage', 'reject'] })] }))
          : path === '/candidates/7/timeline'
            ? timeline()
            : ok([]),
      );
      renderProfile();
      await screen.findByRole('link', { name: 'Open board: QA Engineer' });
      expect(screen.queryByRole('button', { name: 'Send to client' })).toBeNull();
    });
  });
});
