// Lighthouse for bench:web: one run of a page at a CPU slowdown in Debian's Chromium, the slowdown
// calibrated to the host, and what a report says in a line (summary) or in detail (explain).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'];
const CHROME_FLAGS = (
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking ' +
  '--disable-component-update --disable-sync --no-first-run'
).split(' ');

/** Lighthouse's default CPU slowdown, which its docs map to a high-end desktop's benchmarkIndex. */
export const DEFAULT_SLOWDOWN = 4;
const HIGH_END_DESKTOP_INDEX = 1750;
/** The slowdown that makes this host (its benchmarkIndex) stand for what 4× stands for on a
 *  high-end desktop: in proportion, never below 1×. */
export const calibrated = (benchmarkIndex) =>
  Math.max(1, Math.round((DEFAULT_SLOWDOWN * benchmarkIndex * 10) / HIGH_END_DESKTOP_INDEX) / 10);

const launch = (env) =>
  chromeLauncher.launch({
    chromePath: process.env.E2E_CHROME || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, ...env },
  });

const flags = (port, cpuSlowdownMultiplier, extra = {}) => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  // Merged into the default (mobile, slow 4G) throttling: only the CPU's slowdown changes.
  throttling: { cpuSlowdownMultiplier },
  ...extra,
});

/** One Lighthouse run; `env` adds to Chromium's environment (device-fonts.cjs's fonts). */
export async function runLighthouse(url, cpuSlowdownMultiplier, env = {}) {
  const chrome = await launch(env);
  try {
    return (await lighthouse(url, flags(chrome.port, cpuSlowdownMultiplier))).lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * A repeat visit: the page opened once in a fresh browser (its service worker installs and keeps
 * what it fetched, the HTTP cache too), then measured again in that browser with nothing
 * cleared (Lighthouse's `disableStorageReset`), as a visitor who comes back sees it.
 */
export async function runRepeatVisit(url, cpuSlowdownMultiplier, env = {}) {
  const chrome = await launch(env);
  try {
    const options = flags(chrome.port, cpuSlowdownMultiplier, { disableStorageReset: true });
    const first = (await lighthouse(url, options)).lhr;
    if (first.runtimeError) return first;
    return (await lighthouse(url, options)).lhr;
  } finally {
    await chrome.kill();
  }
}

/** What a run fetched over the network: every request's bytes, and its scripts'. */
export function transferred(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (list) => list.reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return {
    all: sum(items),
    scripts: sum(items.filter((i) => i.resourceType === 'Script')),
    requests: items.length,
  };
}

export const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
export const ms = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
export const summary = (lhr) =>
  `${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')} · LCP ${Math.round(
    ms(lhr, 'largest-contentful-paint'),
  )} ms, FCP ${Math.round(ms(lhr, 'first-contentful-paint'))} ms, TBT ${Math.round(
    ms(lhr, 'total-blocking-time'),
  )} ms, CLS ${ms(lhr, 'cumulative-layout-shift').toFixed(3)} · benchmarkIndex ${Math.round(
    lhr.environment.benchmarkIndex,
  )}`;

/** Every `snippet` of a DOM node an audit's details name (the LCP element, shifted nodes…). */
export const snippets = (audit) =>
  [...JSON.stringify(audit?.details ?? {}).matchAll(/"snippet":"((?:[^"\\]|\\.)*)"/g)].map((m) =>
    JSON.parse(`"${m[1]}"`).slice(0, 160),
  );

/** The longest chain of requests the page waited for (Lighthouse's network dependency tree). */
function longestChain(chains, prefix = []) {
  let best = prefix;
  for (const node of Object.values(chains ?? {})) {
    const path = longestChain(node.children, [...prefix, `${new URL(node.url).pathname}`]);
    if (path.length > best.length) best = path;
  }
  return best;
}

/** What Lighthouse names: the LCP element and its phases, render-blocking requests, the
 *  critical chain, console errors and every scored audit below full score. */
export function explain(lhr) {
  const lines = [];
  const audit = (id) => lhr.audits[id];
  for (const s of snippets(audit('lcp-breakdown-insight'))) lines.push(`LCP element: ${s}`);
  const phases = (audit('lcp-breakdown-insight')?.details?.items ?? [])
    .flatMap((item) => item.items ?? [])
    .filter((p) => p.label && p.duration !== undefined);
  if (phases.length)
    lines.push(
      `LCP phases: ${phases.map((p) => `${p.label} ${Math.round(p.duration)} ms`).join(', ')}`,
    );
  for (const item of audit('render-blocking-insight')?.details?.items ?? [])
    lines.push(`render-blocking: ${item.url} (${Math.round(item.totalBytes ?? 0)} B)`);
  const tree = audit('network-dependency-tree-insight')?.details?.items?.[0]?.value?.chains;
  const chain = longestChain(tree);
  if (chain.length) lines.push(`critical chain: ${chain.join(' → ')}`);
  for (const item of audit('errors-in-console')?.details?.items ?? [])
    lines.push(
      `console error: ${item.description ?? ''} ${item.sourceLocation?.url ?? item.url ?? ''}`,
    );
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1)
        lines.push(`${id}: ${a.id} ${a.score} — ${a.displayValue ?? a.title}`);
    }
  }
  return lines;
}
