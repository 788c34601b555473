import { describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredUser, writeStoredUser } from './stored-user';

describe('stored user', () => {
  it('removes an unparseable entry silently', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the user fields only, never a token', () => {
    writeStoredUser({ id: 1, email: 'a@example.com', username: 'a@example.com', user_role: 'Admin', token: 't' } as never);
    expect(localStorage.getItem('user')).not.toContain('"token"');
  });

  it('clears the user and all session storage on logout', () => {
    localStorage.setItem('user', '{}');
    sessionStorage.setItem('seenDisclaimer', 'true');
    clearStoredSession();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
