import type { EventBus } from '../events/bus';

/**
 * A small in-process cache for anonymous public reads (API answers and rendered HTML). Any
 * `data_changed` event — from this process at once, from other processes through NOTIFY —
 * empties it. A value computed while a change arrived is not stored (the generation check),
 * so a slow read that started before a write can never put stale data back.
 */
export class PublicCache<V = unknown> {
  private readonly entries = new Map<string, V>();
  private generation = 0;

  constructor(
    bus: EventBus | undefined,
    private readonly maxEntries = 2000,
  ) {
    bus?.subscribe('data_changed', () => this.clear());
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const v = this.entries.get(key);
    if (v !== undefined) {
      // Refresh its place: the Map's order is the eviction order (least recently used first).
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  /** The value for key, computing and storing it on a miss. */
  async wrap(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const gen = this.generation;
    const value = await compute();
    if (gen === this.generation) this.set(key, value);
    return value;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }
}
