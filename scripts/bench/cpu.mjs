// CPU time per process from /proc (Linux; NaN elsewhere), for bench-api.mjs's µs per request.
import fs from 'node:fs';

const stat = (pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/**
 * CPU time (user + system) of one process so far, in ms. Per request it is robust to a busy
 * machine, unlike req/s; it leaves out PostgreSQL's own work, which PostGraphile leans on more
 * (it builds the JSON in SQL).
 */
export function cpuMs(pid) {
  try {
    const fields = stat(pid);
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

/**
 * CPU time of PostgreSQL (the postmaster and its backends) so far, in ms: the part of a
 * request's cost cpuMs leaves out. Backends that exited are in the postmaster's children times.
 */
export function postgresCpuMs(postmaster) {
  try {
    const own = stat(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const f = stat(name);
        if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        /* the process has gone */
      }
    }
    return (ticks * 1000) / 100;
  } catch {
    return NaN;
  }
}
