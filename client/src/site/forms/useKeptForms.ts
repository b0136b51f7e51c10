import { useEffect, useState } from 'react';
import {
  SYNC_TAG,
  forgetForm,
  keepForm,
  keptForms,
  sendKept,
  type KeptForm,
  type KeptKind,
} from './outbox';

/** What the page says of this kind of form kept on the phone. */
export interface KeptState {
  /** One is waiting for the connection. */
  waiting: boolean;
  /** One was sent since: the thank-you, with its reference. */
  sent: { name: string; reference: string } | null;
  /** One was dropped: too old to send, or refused by the server. */
  dropped: KeptForm['dropped'] | null;
}

/** Asks the service worker to send the kept forms when the connection is back. */
function askForSync() {
  navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        SYNC_TAG,
      ),
    )
    .catch(() => undefined);
}

/**
 * The island's side of site/forms/outbox.ts for one kind of form: `keep` a submission whose send
 * failed for lack of network; whatever happens to it next (sent by this page when the connection
 * is back or at the next load, or by the service worker's Background Sync) is read back and
 * shown once, then forgotten.
 */
export function useKeptForms(kind: KeptKind) {
  const [state, setState] = useState<KeptState>({ waiting: false, sent: null, dropped: null });

  useEffect(() => {
    let live = true;
    const look = async () => {
      const mine = (await keptForms()).filter((form) => form.kind === kind);
      if (!live) return;
      const next: Partial<KeptState> = { waiting: false };
      for (const form of mine) {
        if (form.reference) next.sent = { name: form.name, reference: form.reference };
        else if (form.dropped) next.dropped = form.dropped;
        else next.waiting = true;
        if (form.reference || form.dropped) await forgetForm(form.key);
      }
      setState((now) => ({ ...now, ...next }));
    };
    const tryNow = () => {
      sendKept()
        .catch(() => undefined)
        .finally(() => void look().catch(() => undefined));
    };
    tryNow();
    addEventListener('online', tryNow);
    navigator.serviceWorker?.addEventListener('message', look);
    return () => {
      live = false;
      removeEventListener('online', tryNow);
      navigator.serviceWorker?.removeEventListener('message', look);
    };
  }, [kind]);

  const keep = async (form: Omit<KeptForm, 'kind' | 'savedAt'>) => {
    await keepForm({ ...form, kind, savedAt: Date.now() });
    setState({ waiting: true, sent: null, dropped: null });
    askForSync();
  };
  const clear = () => setState({ waiting: false, sent: null, dropped: null });
  return { ...state, keep, clear };
}
