import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { api, createTestApp, signIn, type TestApp } from './helpers.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: true, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('sends pages a strict CSP (no inline script), frame-ancestors none, nosniff and a referrer policy', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    const web = await createTestApp('sqlite', { env: { WEB_DIST: dist } });
    try {
      const res = await web.app.inject({ url: '/careers' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends API answers the headers a JSON answer needs: nothing runs, loads or frames, no sniffing, no other origin', async () => {
    for (const url of [api('/health'), api('/recruitments'), api('/nope')]) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only behind HTTPS', async () => {
    const res = await t.app.inject({ url: api('/health'), headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('API answers are not cached', async () => {
    expect((await t.app.inject({ url: api('/recruitments') })).headers['cache-control']).toBe('no-store');
  });

  it('never answers with a stack trace or SQL', async () => {
    const { headers } = await signIn(t, 'Admin');
    const probes = [
      await t.app.inject({ method: 'POST', url: api('/login'), headers: { 'content-type': 'application/json' }, payload: '{bad json' }),
      await t.app.inject({ url: api("/recruitments?q=' OR 1=1 --") }),
      await t.app.inject({ url: api('/recruitments/abc') }),
      await t.app.inject({ method: 'PUT', url: api('/recruitments/1'), headers, payload: { no_of_positions: 'many' } }),
      await t.app.inject({ url: api('/nope') }),
    ];
    for (const r of probes) {
      expect(r.statusCode).toBeLessThan(500);
      expect(r.body).not.toMatch(/at .*\.(ts|js):\d+|select |insert |SQLITE|stack/i);
    }
  });
});

describe('logs', () => {
  it('hold no password, token, e-mail, phone or search term after a full scenario', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _enc, cb) {
        log += chunk.toString();
        cb();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentra-log-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_SEED: 'true', NODE_ENV: 'test' });
    const app = await buildApp(config, { logStream: stream });
    try {
      const login = await app.inject({ method: 'POST', url: api('/login'), payload: { username: 'admin@example.com', password: 'admin-demo-2026' } });
      const token = login.json().data.token as string;
      await app.inject({ method: 'POST', url: api('/login'), payload: { username: 'hr@example.com', password: 'wrong-password-123' } });
      await app.inject({ url: api('/me'), headers: { authorization: `Bearer ${token}` } });
      await app.inject({ url: api('/me'), cookies: { sid: token } });
      await app.inject({ url: api('/candidates/search?name=Secretname') });
      await app.inject({
        method: 'POST',
        url: api('/submit-feedback'),
        payload: {
          first_name: 'Privy',
          last_name: 'Person',
          email: 'privy.person@mail.example',
          phone_number: '9123456780',
          message: 'personal message',
        },
      });
      await app.inject({ url: api('/feedbacks'), headers: { authorization: `Bearer ${token}` } });
      expect(log.length).toBeGreaterThan(100);
      for (const secret of [
        token,
        'admin-demo-2026',
        'wrong-password-123',
        'privy.person@mail.example',
        '9123456780',
        'Secretname',
        'personal message',
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
