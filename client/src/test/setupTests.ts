import '@testing-library/jest-dom';

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
