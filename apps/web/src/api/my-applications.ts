import type { MyApplication, MyApplicationsOpened, MyApplicationsPage } from '@talentra/contract';
import { ApiError, apiFetch, apiUrl } from './api-client';

/**
 * "My applications" (issue 46): public calls, each naming the page by the token its link opened,
 * in the body (never in a URL). Plain functions: the page is a public island without react-query.
 */
export type { MyApplication, MyApplicationsPage };

/** POST /my-applications/link: the answer is the same whether the address has applications. */
export async function requestMyApplicationsLink(email: string): Promise<string | undefined> {
  return (await apiFetch<null>('/my-applications/link', { method: 'POST', body: { email } })).message;
}

export async function openMyApplications(token: string): Promise<MyApplicationsOpened> {
  return (await apiFetch<MyApplicationsOpened>('/my-applications/open', { method: 'POST', body: { token } })).data;
}

export async function viewMyApplications(access: string): Promise<MyApplicationsPage> {
  return (await apiFetch<MyApplicationsPage>('/my-applications/view', { method: 'POST', body: { access } })).data;
}

export async function withdrawMyApplication(access: string, id: number) {
  return apiFetch<MyApplication>(`/my-applications/${id}/withdraw`, { method: 'POST', body: { access } });
}

export async function replaceMyResume(access: string, id: number, file: File) {
  const form = new FormData();
  form.set('access', access);
  form.set('resume', file);
  return apiFetch<MyApplication>(`/my-applications/${id}/resume`, { method: 'POST', body: form });
}

export async function eraseMyData(access: string) {
  return apiFetch<unknown>('/my-applications/erase', { method: 'POST', body: { access } });
}

/** A file the page downloads (the data's zip, an interview's .ics): posted with the token, saved by the browser. */
export async function downloadMyFile(path: string, access: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
    throw new ApiError(response.status, body?.message ?? 'The download failed. Please try again.', body?.errors ?? {});
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
