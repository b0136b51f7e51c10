import { LATER_ATTR, layOutLater } from './later';

/**
 * jsdom lays nothing out: where a band sits is given by stubbing its getBoundingClientRect (the
 * only thing layOutLater reads of layout); frames are jsdom's own requestAnimationFrame. What the
 * browser then does with the attribute (content-visibility, styles.css) is the browser journeys'.
 */
function page(bands: { top: number; cards: number }[]) {
  document.body.innerHTML = bands
    .map(
      (band, i) =>
        `<section ${LATER_ATTR}="" id="band${i}"><h2>Band ${i}</h2>` +
        `<ul data-cols="3">${Array.from({ length: band.cards }, (_, c) => `<li id="band${i}-card${c}">Card</li>`).join('')}</ul></section>`,
    )
    .join('');
  bands.forEach((band, i) => {
    document.getElementById(`band${i}`)!.getBoundingClientRect = () =>
      ({ top: band.top }) as DOMRect;
  });
  // What is waiting at each frame, recorded as the browser would see it before laying out.
  const frames: string[][] = [];
  const raf = window.requestAnimationFrame;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push([...document.querySelectorAll(`[${LATER_ATTR}]`)].map((e) => e.id));
    return raf(cb);
  });
  return frames;
}

afterEach(() => jest.restoreAllMocks());

describe('layOutLater', () => {
  it("lays a band below the screen out without its grid's items, then each item in a frame of its own", async () => {
    const frames = page([{ top: window.innerHeight + 100, cards: 2 }]);
    await layOutLater();
    expect(frames).toEqual([['band0-card0', 'band0-card1'], ['band0-card1'], []]);
    expect(document.querySelectorAll(`[${LATER_ATTR}]`)).toHaveLength(0);
  });

  it('keeps page order: a band, its items, then the next band', async () => {
    const below = window.innerHeight + 1;
    const frames = page([
      { top: below, cards: 1 },
      { top: below + 900, cards: 1 },
    ]);
    await layOutLater();
    expect(frames.map((f) => f[0] ?? 'done')).toEqual([
      'band0-card0',
      'band1',
      'band1-card0',
      'done',
    ]);
  });

  it('lays a band on the screen out whole, in one frame', async () => {
    const frames = page([{ top: 200, cards: 3 }]);
    await layOutLater();
    expect(frames).toEqual([[]]);
  });
});
