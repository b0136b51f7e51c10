import type { Readable } from 'node:stream';

/** Public objects are served at /uploads/<name>; private ones only through admin routes. */
export type Area = 'public' | 'private';

export interface ObjectInfo {
  size: number;
  contentType: string;
  modified: Date;
  etag: string;
}

/**
 * Where uploaded bytes live. Features never see this: they go through FileStorage (storage.ts),
 * which is built on one of the implementations (local.ts, s3.ts) chosen by STORAGE.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Checks the store is reachable (start-up and /healthz); prepares folders for the local disk. */
  check(): Promise<void>;
  put(area: Area, name: string, body: Buffer, contentType: string): Promise<void>;
  /** A file from the local disk, streamed: for what may not fit in memory (a data export). */
  putFile(area: Area, name: string, file: string, contentType: string): Promise<void>;
  /** null when there is no such object */
  stat(area: Area, name: string): Promise<ObjectInfo | null>;
  /** The bytes, or the inclusive byte range; null when there is no such object. */
  read(area: Area, name: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Removing what is not there is not an error. */
  remove(area: Area, name: string): Promise<void>;
  /** Names in an area (tests, and an operator's inventory). */
  list(area: Area): Promise<string[]>;
  /** Lets go of connections (shutdown). */
  close(): void;
}

/** Our names are generated (uuid.ext); anything else is refused before it reaches a store. */
export function isObjectName(name: string): boolean {
  return /^[\w-]{1,100}\.[a-z0-9]{1,5}$/i.test(name);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

export function contentTypeOf(name: string): string {
  return TYPES[name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
}
