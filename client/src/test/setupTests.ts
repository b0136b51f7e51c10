import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * findBy…/waitFor wait for what the user would see; Testing Library's default of 1 s is shorter
 * than a jsdom render of a Mantine table takes on this 2-core machine under a full CI run (a
 * MessagesPage lookup once timed out at load 8). A passing wait still returns as soon as the
 * element appears; only a failing one takes longer.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * Unit tests have no server to hold a live-alerts socket open: jsdom's WebSocket would fail
 * and report the error event as a test failure. This one stays "connecting" until closed.
 * (The browser tests use the real thing.)
 */
class QuietWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  protocol = '';
  onopen = null;
  onclose = null;
  onerror = null;
  onmessage = null;
  constructor(readonly url: string) {
    super();
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}
Object.defineProperty(window, 'WebSocket', { value: QuietWebSocket, writable: true });
