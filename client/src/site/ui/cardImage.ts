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
