import { describe, expect, it } from 'vitest';
import { fakeApi, json, ok } from '../test/fake-api';
import { ApiError, apiFetch, apiUrl } from './api-client';

describe('apiFetch', () => {
  it('returns the success body with data and top-level extras', async () => {
    fakeApi(() => json(200, { success: true, status: true, data: [1, 2], meta: { page: 1, per_page: 25, total: 2 } }));
    const body = await apiFetch<number[]>('/recruitments');
    expect(body.data).toEqual([1, 2]);
    expect(body.meta?.total).toBe(2);
  });

  it('throws an ApiError with status, message and field errors', async () => {
    fakeApi(() => json(422, { success: false, status: false, message: 'Validation failed', errors: { email: ['Please enter a valid email'] } }));
    const error = await apiFetch('/submit-feedback', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Validation failed' });
    expect((error as ApiError).fieldError('email')).toBe('Please enter a valid email');
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/health')).rejects.toMatchObject({ status: 0 });
  });

  it('sends JSON with credentials from the same origin, and FormData as it is', async () => {
    const api = fakeApi(() => ok(null));
    await apiFetch('/login', { method: 'POST', body: { username: 'a', password: 'b' } });
    const form = new FormData();
    await apiFetch('/report-scam', { method: 'POST', body: form });
    const [jsonCall, formCall] = api.mock.calls;
    expect(jsonCall?.[1]).toMatchObject({ credentials: 'same-origin', body: '{"username":"a","password":"b"}' });
    expect((jsonCall?.[1]?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(formCall?.[1]?.body).toBe(form);
    expect((formCall?.[1]?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('builds URLs under /backend/api/v1 and leaves out empty query values', () => {
    expect(apiUrl('/recruitments', { page: 2, q: 'java', status: undefined, client_id: null })).toBe('/backend/api/v1/recruitments?page=2&q=java');
  });
});
