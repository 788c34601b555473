// CPU time read from /proc (Linux), to report what each request cost the server and the database
// beside its req/s and p99: on a shared 2-core machine those drift by a third between runs, while the
// CPU a request takes moves far less.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of one process (all its threads), in µs; 0 where /proc cannot tell. */
export function processCpuMicros(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // the command name may hold spaces and parentheses: the fields are counted after its last ')'
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
  } catch {
    return 0;
  }
}

/** User + system CPU of every PostgreSQL process on this machine (server, backends), in µs. */
export function postgresCpuMicros(): number {
  let total = 0;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processCpuMicros(Number(entry));
  }
  return total;
}
