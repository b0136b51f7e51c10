import { useSyncExternalStore } from 'react';
import { afterNextFrame } from './frames';

let painted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!painted && listeners.size === 1) {
    afterNextFrame(() => {
      painted = true;
      listeners.forEach((notify) => notify());
    });
  }
  return () => listeners.delete(listener);
}

/**
 * The server renders everything at once, and hydration must see what the server rendered: both
 * start as painted (entry-server and entry-client call this).
 */
export function markPainted(): void {
  painted = true;
}

/**
 * False until the app's first frame is on screen, then true for good. Work that the first view
 * does not need (below-the-fold code, data for lower sections) waits for it, so it does not
 * compete with the first paint.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => painted,
  );
}
