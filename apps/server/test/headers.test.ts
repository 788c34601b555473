import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, capturedLog, createTestApp, listenLocally, signIn, type TestApp } from './helpers.js';

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

  it('a cached answer says HSTS by the protocol of the request it answers, not of the one that computed it', async () => {
    const url = api('/recruitments?per_page=3');
    const computed = await t.app.inject({ url });
    expect(computed.headers['x-cache']).toBeUndefined();
    const overHttps = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['x-cache']).toBe('hit');
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await t.app.inject({ url });
    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
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
    const log = capturedLog();
    const { app, close } = await createTestApp('sqlite', { seed: true, log });
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
      // an answer from the cache is logged like any other, without the search it answers
      const hit = await app.inject({ url: api('/candidates/search?name=Secretname') });
      expect(hit.headers['x-cache']).toBe('hit');
      // one line per request, on completion: its method, path (no query), id, status and time
      const lines = log.lines<{
        msg?: string;
        req?: { method: string; url: string; id: string };
        res?: { statusCode: number };
        reqId?: string;
        responseTime?: number;
      }>();
      expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
      const searches = lines.filter((l) => l.msg === 'request completed' && l.req?.url === '/backend/api/v1/candidates/search');
      expect(searches).toHaveLength(2);
      for (const s of searches) {
        expect(s).toMatchObject({ req: { method: 'GET', id: s.reqId }, res: { statusCode: 200 } });
        expect(s.responseTime).toBeGreaterThanOrEqual(0);
      }
      expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(8);
      expect(log.text().length).toBeGreaterThan(100);
      for (const secret of [
        token,
        'admin-demo-2026',
        'wrong-password-123',
        'privy.person@mail.example',
        '9123456780',
        'Secretname',
        'personal message',
      ]) {
        expect(log.text(), secret).not.toContain(secret);
      }
    } finally {
      await close();
    }
  });
});

/** Issue 14: a client's mistake is logged as one (info, no stack), and answered in the app's shape. */
describe('client errors on a real port', () => {
  const log = capturedLog();
  let t: TestApp;
  let app: TestApp['app'];
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: true, log });
    app = t.app;
    port = Number(new URL(await listenLocally(app)).port);
  });
  afterAll(() => t.close());
  const logLines = () => log.lines<{ level: number; msg?: string; err?: { stack?: string } }>();

  /** Send raw bytes, optionally cut the connection; resolves with what came back. */
  const raw = (bytes: string, cut = false) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
      socket.write(bytes, () => {
        if (cut) setTimeout(() => socket.destroy(), 100);
        else setTimeout(() => socket.end(), 1000);
      });
    });
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('a method HTTP does not know: 400 in the error shape with the security headers', async () => {
    const answer = await raw('FROB /backend/api/v1/recruitments HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'none'");
    expect(bodyOf(answer)).toEqual({ success: false, status: false, message: 'Malformed request' });
  });

  it('a request line too long for the server: refused in the error shape, the URL not echoed', async () => {
    const answer = await raw(`GET /backend/api/v1/recruitments?q=${'zq'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 (414|431)/);
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(bodyOf(answer).success).toBe(false);
    expect(answer).not.toContain('zqzq');
  });

  it('multipart without a boundary and an upload cut off midway are client errors: no error-level line, no stack, nothing stored', async () => {
    const before = await app.inject({ url: api('/health') });
    expect(before.statusCode).toBe(200);
    const countCandidates = async () =>
      Number(
        (
          await app.ctx.db
            .selectFrom('candidates')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const candidates = await countCandidates();
    log.clear();
    const noBoundary = await fetch(`http://127.0.0.1:${port}${api('/candidates')}`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'candidate_name=Asha',
    });
    expect(noBoundary.status).toBe(400);
    const boundary = 'xxBOUNDARYxx';
    await raw(
      [
        `POST ${api('/candidates')} HTTP/1.1`,
        'Host: x',
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        'Content-Length: 500000',
        '',
        `--${boundary}`,
        'Content-Disposition: form-data; name="candidate_name"',
        '',
        'Asha Rao',
        `--${boundary}`,
        'Content-Disposition: form-data; name="resume"; filename="cv.pdf"',
        'Content-Type: application/pdf',
        '',
        '%PDF-1.4 a resume that never ends',
      ].join('\r\n'),
      true,
    );
    await new Promise((r) => setTimeout(r, 300));
    const lines = logLines();
    expect(
      lines.filter((l) => l.level >= 40),
      log.text(),
    ).toEqual([]);
    expect(log.text()).not.toContain('stack');
    expect(
      lines.some((l) => l.level === 30 && /client error|aborted/i.test(l.msg ?? '')),
      log.text(),
    ).toBe(true);
    expect(await countCandidates()).toBe(candidates);
  });
});
