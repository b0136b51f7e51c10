// The end of `npm run bench:api`: medians over rounds per target, then the ratios of this run.
import { RATIOS } from './targets.mjs';

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Prints the table of medians and each ratio with its target. */
export function report(targets) {
  const byName = {};
  console.log(
    `\n${'target'.padEnd(38)}req/s median   p50 ms   p99 ms  CPU µs/req  PG µs/req   rows   req/s per round`,
  );
  for (const t of targets) {
    const m = {
      rps: median(t.rounds.map((x) => x.rps)),
      p50: median(t.rounds.map((x) => x.p50)),
      p99: median(t.rounds.map((x) => x.p99)),
      cpuUs: median(t.rounds.map((x) => x.cpuUs)),
      pgUs: median(t.rounds.map((x) => x.pgUs)),
    };
    byName[t.name] = m;
    console.log(
      `${t.name.padEnd(38)}${m.rps.toFixed(0).padStart(12)}${String(m.p50).padStart(9)}${String(m.p99).padStart(9)}${(Number.isNaN(m.cpuUs) ? '-' : m.cpuUs.toFixed(0)).padStart(12)}${(Number.isNaN(m.pgUs) ? '-' : m.pgUs.toFixed(0)).padStart(11)}${String(t.rowCount).padStart(7)}   ${t.rounds.map((x) => x.rps.toFixed(0)).join(' ')}`,
    );
  }
  const rounds = Object.fromEntries(targets.map((t) => [t.name, t.rounds]));
  const ratio = (ours, peer, target) => {
    if (!byName[ours] || !byName[peer]) return;
    const x = byName[ours].rps / byName[peer].rps;
    const verdict =
      target === null ? 'no target' : `target ≥ ${target}×${x >= target ? '' : ', MISSED'}`;
    // On a shared host req/s moves 2–3× between rounds: each round's own ratio (the two ran
    // seconds apart) and the CPU time per request (peer's / ours) are steadier.
    const perRound = rounds[ours].map((r, i) => r.rps / rounds[peer][i].rps);
    const cpu = byName[peer].cpuUs / byName[ours].cpuUs;
    console.log(
      `${ours} / ${peer}: ${x.toFixed(2)}×  (${verdict}); per round ${perRound.map((r) => r.toFixed(2)).join(' ')}, median ${median(perRound).toFixed(2)}×; CPU ${cpu.toFixed(2)}×`,
    );
  };
  console.log('\nratios (medians, this run)');
  for (const [ours, peer, target] of RATIOS) ratio(ours, peer, target);
}
