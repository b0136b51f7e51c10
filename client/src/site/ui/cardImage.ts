/**
 * The WebP candidates of an image shown in a card: the server's small copy (720 px, made on
 * demand for older images) and its 1200 px copy, for the browser to choose from by `sizes`.
 * Null without a WebP copy: the original is shown as it is.
 */
export function cardSrcSet(image: {
  imageWebpUrl?: string | null;
  imageSmallUrl?: string | null;
}): string | null {
  if (!image.imageWebpUrl) return null;
  return image.imageSmallUrl
    ? `${image.imageSmallUrl} 720w, ${image.imageWebpUrl} 1200w`
    : image.imageWebpUrl;
}

/** A card's width: a third of the page from 62em (grids of 3), nearly the whole screen below. */
export const CARD_SIZES = '(min-width: 62em) 400px, calc(100vw - 32px)';

/** An article page's image: the md container's column (960 px less its padding), else the screen. */
export const ARTICLE_SIZES = '(min-width: 60em) 928px, calc(100vw - 32px)';

/**
 * Lite mode's one image (site/lite.ts): the smallest candidate of a `srcset` (`url 480w, …`), so
 * the browser has no larger one to choose whatever the screen.
 */
export function smallestCandidate(srcSet: string | null | undefined): string | null {
  if (!srcSet) return null;
  const candidates = srcSet.split(',').map((part) => {
    const [url, width] = part.trim().split(/\s+/);
    return { url, width: width?.endsWith('w') ? Number.parseInt(width, 10) : Infinity };
  });
  candidates.sort((a, b) => a.width - b.width);
  return candidates[0]?.url || null;
}
