/**
 * Field data: how the page did on this visitor's phone and network, sent to
 * POST /api/vitals (server/src/features/vitals) when the page is hidden or left. Only the page's
 * template (never its address), its language and the connection's type go with the values:
 * nothing that names the visitor, and no cookie (a beacon to our own origin carries none we set).
 * Public pages only: the islands' loader starts it; the back office and sign-in never load it.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { localeOfPath, withoutLocale } from '../../i18n/locales';

/** A public page's template, one of the names the server accepts (vitals.service.ts TEMPLATES). */
export function templateOf(pathname: string): string {
  const [first = '', second, third] = withoutLocale(pathname).split('/').filter(Boolean);
  if (first === '') return 'home';
  if (first === 'pages') {
    if (second === 'contactus') return 'contact';
    if (second === 'news') return third ? 'news' : 'news-list';
    if (second === 'PressCoverage') return third ? 'press' : 'press-list';
    return 'page';
  }
  if (first === 'parcel') return second === 'merchant-registration' ? 'merchant' : 'parcel';
  if (first === 'it-service' || first === 'booking') return first;
  if (first === 'registration') return 'registration';
  return 'other';
}

const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'];

export function reportVitals(): void {
  const { pathname } = location;
  const effective = (navigator as { connection?: { effectiveType?: string } }).connection
    ?.effectiveType;
  const page = {
    template: templateOf(pathname),
    language: localeOfPath(pathname),
    connection: effective && CONNECTIONS.includes(effective) ? effective : 'unknown',
  };
  // One beacon per flush with every value that changed since the last: a metric is reported
  // again when it grows (CLS, INP), the newest value stands.
  const queue = new Map<string, number>();
  const add = (metric: Metric) => void queue.set(metric.name, metric.value);
  const flush = () => {
    if (queue.size === 0) return;
    const metrics = [...queue].map(([name, value]) => ({ name, value }));
    queue.clear();
    const body = JSON.stringify({ ...page, metrics });
    navigator.sendBeacon('/api/vitals', new Blob([body], { type: 'application/json' }));
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
