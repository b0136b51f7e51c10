import { afterNextFrame, afterPageOnScreen } from './frames';

/**
 * jsdom paints nothing and reports no paint: frames are held here and run by the test, and the
 * browser's Paint Timing report is a stand-in observer the test fires. Timers are jest's.
 */
let frames: FrameRequestCallback[];
let observers: { report: (name: string) => void; observing: boolean }[];

class PaintObserver {
  static supportedEntryTypes = ['paint'];
  private entry = { observing: false, report: (name: string) => this.deliver(name) };
  constructor(private readonly callback: PerformanceObserverCallback) {
    observers.push(this.entry);
  }
  private deliver(name: string) {
    if (!this.entry.observing) return;
    const list = { getEntriesByName: (n: string) => (n === name ? [{ name }] : []) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as never);
  }
  observe() {
    this.entry.observing = true;
  }
  disconnect() {
    this.entry.observing = false;
  }
}

const drawFrame = () => frames.splice(0).forEach((callback) => callback(0));

beforeEach(() => {
  frames = [];
  observers = [];
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PerformanceObserver');
  PaintObserver.supportedEntryTypes = ['paint'];
});

describe('afterNextFrame', () => {
  it('runs in a task of its own after the next frame', () => {
    const then = jest.fn();
    afterNextFrame(then);
    jest.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    drawFrame();
    expect(then).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('afterPageOnScreen', () => {
  beforeEach(() => Object.assign(window, { PerformanceObserver: PaintObserver }));

  it('waits for the first contentful paint, then for one more frame', () => {
    const then = jest.fn();
    afterPageOnScreen(then);
    drawFrame();
    jest.runAllTimers();
    observers[0].report('first-paint');
    jest.runAllTimers();
    expect(frames).toHaveLength(0);
    expect(then).not.toHaveBeenCalled();

    // The first paint may show only the top of the page: the rest is in the next frame.
    observers[0].report('first-contentful-paint');
    jest.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    drawFrame();
    jest.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);

    // Once: the observer is done.
    observers[0].report('first-contentful-paint');
    drawFrame();
    jest.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame where the browser reports no paint', () => {
    PaintObserver.supportedEntryTypes = [];
    const then = jest.fn();
    afterPageOnScreen(then);
    expect(observers).toHaveLength(0);
    jest.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    drawFrame();
    jest.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
