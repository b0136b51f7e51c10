import { cardSrcSet, smallestCandidate } from './cardImage';

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

describe('smallestCandidate (lite mode)', () => {
  it('picks the narrowest width, whatever the order', () => {
    expect(smallestCandidate('/u/a-1200.webp 1200w, /u/a-480.webp 480w, /u/a-720.webp 720w')).toBe(
      '/u/a-480.webp',
    );
  });

  it('takes a lone address as it is, and nothing from nothing', () => {
    expect(smallestCandidate('/u/a.webp')).toBe('/u/a.webp');
    expect(smallestCandidate(null)).toBeNull();
    expect(smallestCandidate('')).toBeNull();
  });
});
