import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/api-client';
import { fakeApi, json, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-routes';
import RecruitmentFormPage, { requirementFailure } from './recruitment-form-page';

const PATH = '/businessdashboard/recruitment-page';
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

describe('requirementFailure', () => {
  it('maps each failure to the spec text', () => {
    expect(requirementFailure(new ApiError(422, 'Validation failed', { job_title: ['x'] }))).toBe('Please fix the validation errors.');
    expect(requirementFailure(new ApiError(500, 'boom'))).toBe('❌ Server error. Please try again later.');
    expect(requirementFailure(new ApiError(0, 'no answer'))).toBe('❌ Network error. Please check your internet connection.');
    expect(requirementFailure(new ApiError(403, 'You do not have access to this.'))).toBe('You do not have access to this.');
    expect(requirementFailure(new ApiError(409, ''))).toBe('❌ Something went wrong.');
  });
});

describe('Client Requirement form', () => {
  it("fills the client name from the chosen client, defaulting to the company's own name", async () => {
    fakeApi((path) => (path === '/clientforms/dropdown' ? ok([{ id: 4, company_name: 'Acme' }]) : json(404, {})));
    renderRoutes([{ path: PATH, element: <RecruitmentFormPage /> }], PATH);
    const user = userEvent.setup();
    expect(input('Client Name')).toHaveValue('Talentra Staffing Solutions');
    await screen.findByText('Acme');
    await user.selectOptions(input('Client'), '4');
    expect(input('Client Name')).toHaveValue('Acme');
    await user.selectOptions(input('Client'), '');
    expect(input('Client Name')).toHaveValue('Talentra Staffing Solutions');
  });

  it('shows the banner and the field messages for an empty form, and sends nothing', async () => {
    const api = fakeApi((path) => (path === '/clientforms/dropdown' ? ok([]) : json(500, {})));
    renderRoutes([{ path: PATH, element: <RecruitmentFormPage /> }], PATH);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Requirement' }));
    expect(await screen.findByText('❌ Please fix the validation errors below.')).toBeInTheDocument();
    expect(screen.getByText('Client is required')).toBeInTheDocument();
    expect(screen.getByText('Key responsibilities are required')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
