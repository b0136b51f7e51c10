/**
 * Forms sent without a connection: kept in IndexedDB on the visitor's phone and
 * sent when the connection is back — by the service worker's Background Sync (client/src/sw),
 * or by the page itself when it is open (the `online` event, the next load): whichever comes
 * first. Each submission carries its own `Idempotency-Key`, which the server honours for a day,
 * so sending it twice stores it once. Used by the islands and the service worker alike: nothing
 * here needs a window.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import { postGraphQL } from '../../api/graphqlFetch';

/** Which form it was: the page it belongs to shows what became of it. */
export type KeptKind = 'contact' | 'booking' | 'registration';

export interface KeptForm {
  /** The submission's Idempotency-Key, and its key in the store. */
  key: string;
  kind: KeptKind;
  locale: string;
  query: string;
  variables: Record<string, unknown>;
  /** What the thank-you names (the sender's name). */
  name: string;
  savedAt: number;
  /** Once the server took it: the reference it gave. */
  reference?: string;
  /** Refused (the server said why) or too old to send: dropped with this. */
  dropped?: 'expired' | 'refused';
}

/** The Background Sync tag the service worker answers. */
export const SYNC_TAG = 'drw-forms';
/** A form not sent within this many days is dropped, and the page says so. */
export const KEEP_DAYS = 7;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

const store = () => createStore('drw-forms', 'kept');

export const keepForm = (form: KeptForm) => set(form.key, form, store());
export const forgetForm = (key: string) => del(key, store());
export const keptForms = async () => (await entries<string, KeptForm>(store())).map(([, f]) => f);

/** A failed send that is the connection's fault (fetch's TypeError), not the server's answer. */
export const isOffline = (error: unknown) => error instanceof TypeError;

/** A new submission's key: random, so that it names no one (hex: randomUUID needs HTTPS). */
export const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Sends every kept form not sent yet, each marked with what happened: its reference, or dropped
 * (older than KEEP_DAYS, or refused by the server). A form whose send fails for lack of network
 * stays as it was, for the next try. Rejects when any did, so that Background Sync tries again.
 */
export async function sendKept(now = Date.now()): Promise<void> {
  let offline = false;
  for (const form of await keptForms()) {
    if (form.reference || form.dropped) continue;
    if (now - form.savedAt > KEEP_MS) {
      await keepForm({ ...form, dropped: 'expired' });
      continue;
    }
    try {
      const data = await postGraphQL<Record<string, { reference: string }>>(
        form.query,
        form.variables,
        form.locale,
        form.key,
      );
      const [sent] = Object.values(data);
      await keepForm({ ...form, reference: sent.reference });
    } catch (error) {
      if (isOffline(error)) offline = true;
      else await keepForm({ ...form, dropped: 'refused' });
    }
  }
  if (offline) throw new Error('still offline');
}
