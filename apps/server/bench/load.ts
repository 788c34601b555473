import autocannon from 'autocannon';
import { randomInt } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@talentra/contract';

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * Mixed public and staff traffic (issues "Prove it holds" and 19) with the response cache on: per
 * ten requests, nine reads (careers pages, job detail, name search, staff candidate search, the
 * dashboard figures and a details list, referrals, notifications) and one write (a feedback or a
 * referral, each dropping the cache), at the given connections. Reports failures, the p99 of reads and
 * of writes apart, and memory sampled through the run (first and last third compared to show it
 * stays flat).
 */
export async function mixedLoad(
  baseUrl: string,
  tokens: { Admin: string; Hrteam: string },
  data: { jobId: number; referrers: number[] },
  seconds: number,
  connections: number,
  rssMb: () => number,
) {
  const api = '/backend/api/v1';
  const staff = (t: string) => ({ authorization: `Bearer ${t}` });
  const json = { 'content-type': 'application/json' };
  let contact = randomInt(100_000_000, 800_000_000);
  const feedback = JSON.stringify({
    first_name: 'Load',
    last_name: 'Test',
    email: 'load@mail.example',
    phone_number: '9876543210',
    message: 'mixed load',
  });
  const requests = [
    { method: 'GET', path: `${api}/recruitments?page=1&per_page=6` },
    { method: 'GET', path: `${api}/recruitments?page=3&per_page=6&q=engineer` },
    { method: 'GET', path: `${api}/recruitments/${data.jobId}` },
    { method: 'GET', path: `${api}/candidates/search?name=meera` },
    { method: 'GET', path: `${api}/candidates?q=sharma&per_page=25`, headers: staff(tokens.Hrteam) },
    { method: 'GET', path: `${api}/stats/overview`, headers: staff(tokens.Admin) },
    { method: 'GET', path: `${api}/stats/details?kind=candidates&per_page=25`, headers: staff(tokens.Admin) },
    { method: 'GET', path: `${api}/refer-a-friend?per_page=25`, headers: staff(tokens.Admin) },
    { method: 'GET', path: `${api}/notifications`, headers: staff(tokens.Hrteam) },
    {
      method: 'POST',
      path: `${api}/submit-feedback`,
      headers: json,
      body: feedback,
      // every other write is a referral by one of many candidates (a referrer may refer 100 a job)
      setupRequest: (req: { body?: string; path: string }) => {
        if (contact % 2 === 0 || data.referrers.length === 0) {
          contact++;
          return { ...req, path: `${api}/submit-feedback`, body: feedback };
        }
        const n = contact++;
        return {
          ...req,
          path: `${api}/refer-a-friend`,
          body: JSON.stringify({
            candidate_id: data.referrers[n % data.referrers.length],
            job_id: data.jobId,
            friend_name: 'Load Friend',
            friend_contact: `9${String(n).padStart(9, '0').slice(-9)}`,
            friend_email: n % 4 === 1 ? `friend${n}@mail.example` : '',
            privacy_consent: PRIVACY_NOTICE_VERSION,
          }),
        };
      },
    },
  ];
  const isWrite = requests.map((r) => r.method !== 'GET');
  const readTimes: number[] = [];
  const writeTimes: number[] = [];
  const byRequest: number[][] = requests.map(() => []);
  // each connection sends the requests in this order, one at a time, so its n-th answer is to request n mod 10
  const answered = new Map<object, number>();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb()), 500);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections, duration: seconds, requests: requests as never }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
    instance.on('response', (client: object, _status: number, _bytes: number, ms: number) => {
      const n = answered.get(client) ?? 0;
      answered.set(client, n + 1);
      (isWrite[n % requests.length] ? writeTimes : readTimes).push(ms);
      byRequest[n % requests.length]!.push(ms);
    });
  });
  clearInterval(sampler);
  readTimes.sort((a, b) => a - b);
  writeTimes.sort((a, b) => a - b);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    reads: readTimes.length,
    writes: writeTimes.length,
    readP50: Math.round(percentile(readTimes, 50)),
    readP99: Math.round(percentile(readTimes, 99)),
    writeP99: Math.round(percentile(writeTimes, 99)),
    /** Which request the tail belongs to: the p99 of each, in ms. */
    p99ByRequest: Object.fromEntries(
      requests.map((r, i) => [
        isWrite[i] ? 'POST /submit-feedback or /refer-a-friend' : `${r.method} ${r.path.replace(api, '')}`,
        Math.round(
          percentile(
            byRequest[i]!.sort((a, b) => a - b),
            99,
          ),
        ),
      ]),
    ),
    memFirstThirdMb: avg(samples.slice(0, third)),
    memLastThirdMb: avg(samples.slice(-third)),
    memPeakMb: Math.max(...samples, 0),
  };
}
