import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-client';
import { UnknownRoleError } from '../../lib/session/auth-context';
import { landingFor, loginErrorMessage } from './login-messages';

describe('loginErrorMessage', () => {
  it.each([
    [new ApiError(401, 'Invalid credentials'), 'Invalid credentials'],
    [new ApiError(500, 'Internal server error'), 'Login failed. Check your credentials or server.'],
    [new ApiError(0, 'Network error'), 'Login failed. Check your credentials or server.'],
    [new ApiError(429, 'Too many failed sign-in attempts. Please try again later.'), 'Too many failed sign-in attempts. Please try again later.'],
    [new UnknownRoleError(), 'Unauthorized role'],
  ])('maps %s', (error, message) => {
    expect(loginErrorMessage(error)).toBe(message);
  });
});

describe('landingFor', () => {
  it("goes back to the page that asked for login when it is in the role's area", () => {
    expect(landingFor('Hrteam', '/Hrteamdashboard/positions')).toBe('/Hrteamdashboard/positions');
  });
  it('otherwise goes to the home of the role', () => {
    expect(landingFor('Hrteam', '/admindashboard/users')).toBe('/hrteamdashboard');
    expect(landingFor('Admin', undefined)).toBe('/admindashboard');
  });
});
