import autocannon from 'autocannon';

/**
 * Mixed public and staff traffic (issue "Prove it holds"): careers pages, job detail, candidate
 * search, staff lists and dashboard, feedback writes, at 100 connections. Reports failures, p99
 * and memory sampled through the run (first and last third compared to show it stays flat).
 */
export async function mixedLoad(baseUrl: string, tokens: { Admin: string; Hrteam: string }, jobId: number, seconds: number, rssMb: () => number) {
  const api = '/backend/api/v1';
  const staff = (t: string) => ({ authorization: `Bearer ${t}` });
  const requests = [
    { method: 'GET', path: `${api}/recruitments?page=1&per_page=6` },
    { method: 'GET', path: `${api}/recruitments?page=3&per_page=6&q=engineer` },
    { method: 'GET', path: `${api}/recruitments/${jobId}` },
    { method: 'GET', path: `${api}/candidates/search?name=meera` },
    { method: 'GET', path: `${api}/candidates?q=sharma&per_page=25`, headers: staff(tokens.Hrteam) },
    { method: 'GET', path: `${api}/stats/overview`, headers: staff(tokens.Admin) },
    { method: 'GET', path: `${api}/refer-a-friend?per_page=25`, headers: staff(tokens.Admin) },
    {
      method: 'POST',
      path: `${api}/submit-feedback`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Load', last_name: 'Test', email: 'load@mail.example', phone_number: '9876543210', message: 'mixed load' }),
    },
  ];
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb()), 500);
  const result = await autocannon({ url: baseUrl, connections: 100, duration: seconds, requests: requests as never });
  clearInterval(sampler);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return {
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    memFirstThirdMb: avg(samples.slice(0, third)),
    memLastThirdMb: avg(samples.slice(-third)),
    memPeakMb: Math.max(...samples, 0),
  };
}
