import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;

/** A TCP port free on 127.0.0.1 right now. */
export declare function freePort(): Promise<number>;

export declare function isAlive(pid: number): boolean;

/** Signals `pid` and waits until it is gone (SIGKILL after timeoutMs); true when the first signal sufficed. */
export declare function stopPid(
  pid: number,
  options?: { signal?: NodeJS.Signals; timeoutMs?: number },
): Promise<boolean>;

/** Polls `${url}/readyz` until 2xx; rejects early when `child` exits. */
export declare function waitHealthy(
  url: string,
  child?: ChildProcess | null,
  options?: { timeoutMs?: number; output?: () => string },
): Promise<void>;

export interface AppOptions {
  /** Extra environment (PORT to force a port; defaults: development, no demo content, LOG_LEVEL=warn, SHUTDOWN_DRAIN_MS=0). */
  env?: Record<string, string>;
  /** Use this data folder instead of a fresh one (it is then never removed). */
  dataDir?: string;
  /** Keep the fresh data folder after stop(). */
  keepData?: boolean;
  /** Copy the app's output to this process's stderr. */
  echo?: boolean;
  /** Append the app's output to this file instead of collecting it in memory. */
  logFile?: string;
  /** startApp(): how long to wait for /readyz (default 90 s). */
  timeoutMs?: number;
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** SIGTERM (then SIGKILL after timeoutMs), wait for exit, remove the fresh data folder. */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<void>;
}

/** Spawns server/dist/main.js without waiting for it. */
export declare function spawnApp(options?: AppOptions): Promise<AppProcess>;

/** spawnApp() and wait until /readyz answers. */
export declare function startApp(options?: AppOptions): Promise<AppProcess>;
