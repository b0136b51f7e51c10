// Browser APIs that jsdom lacks but React Router, Mantine and embla use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, {
    ResizeObserver: ResizeObserverStub,
    IntersectionObserver: IntersectionObserverStub,
  });
  Object.assign(globalThis, {
    ResizeObserver: ResizeObserverStub,
    IntersectionObserver: IntersectionObserverStub,
  });

  window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
  window.scrollTo = () => undefined;

  if (!URL.createObjectURL) {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  }

  // jsdom throws on pseudo-element styles; Mantine's scroll areas ask for them.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}
