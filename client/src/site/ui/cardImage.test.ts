import { cardSrcSet } from './cardImage';

describe('cardSrcSet', () => {
  it('offers the small WebP copy and the large one, by width', () => {
    expect(
      cardSrcSet({ imageWebpUrl: '/uploads/a.webp', imageSmallUrl: '/uploads/a-720.webp' }),
    ).toBe('/uploads/a-720.webp 720w, /uploads/a.webp 1200w');
  });

  it('falls back to the large copy alone, and to nothing without a WebP copy', () => {
    expect(cardSrcSet({ imageWebpUrl: '/uploads/a.webp', imageSmallUrl: null })).toBe(
      '/uploads/a.webp',
    );
    expect(cardSrcSet({ imageWebpUrl: null, imageSmallUrl: null })).toBeNull();
  });
});
