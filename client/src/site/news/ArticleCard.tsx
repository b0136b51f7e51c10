import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import { formatDate } from '../../i18n/format';
import { truncate } from '../format';
import { articleText, type ArticleSummary } from './articleKinds';
import { ARTICLE_SIZES, CARD_SIZES, smallestCandidate } from '../ui/cardImage';
import { useLite } from '../lite';
import ui from '../ui/ui.module.css';
import classes from './news.module.css';
import { useLocale } from '../../i18n/i18n';

/**
 * The server's WebP copy (≤ 1200 px) where it has one, the original otherwise; in a card
 * (`inCard`) also its small copy, which a phone picks. `priority`: the
 * page's largest paint (the detail's image, the list's first card): fetched first, and preloaded
 * from the <head> of the server's HTML (React hoists the hint; inside <picture> it would not
 * find the image by itself). Any other is lazy-loaded.
 */
export function ArticleImage({
  item,
  priority = false,
  inCard = false,
}: {
  item: ArticleSummary;
  priority?: boolean;
  inCard?: boolean;
}) {
  // The server's WebP widths (480 to 1200 px) for the space the image takes in this layout; in
  // lite mode only the smallest of them.
  const smallest = useLite() ? smallestCandidate(item.imageSrcSet) : null;
  const srcSet = smallest ?? item.imageSrcSet ?? item.imageWebpUrl;
  const sizes = item.imageSrcSet && !smallest ? (inCard ? CARD_SIZES : ARTICLE_SIZES) : undefined;
  if (priority) {
    // The hint names the same candidates and sizes as <source>, so the browser preloads what
    // the image will pick instead of a second, unused file (in lite mode, the one smallest).
    preload(smallest ?? item.imageWebpUrl ?? item.imageUrl, {
      as: 'image',
      fetchPriority: 'high',
      type: item.imageWebpUrl ? 'image/webp' : undefined,
      imageSrcSet: sizes ? srcSet! : undefined,
      imageSizes: sizes,
    });
  }
  return (
    <picture className={classes.picture}>
      {srcSet && <source type="image/webp" srcSet={srcSet} sizes={sizes} />}
      <img
        className={classes.image}
        src={item.imageUrl}
        alt=""
        width={1200}
        height={675}
        loading={priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The page's main image paints in the frame it arrives for (async decoding let it wait
        // a frame more, after the first paint); the others decode off the way.
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  );
}

export function ArticleCard({
  item,
  basePath,
  position,
}: {
  item: ArticleSummary;
  basePath: string;
  /** Its place in the list: the first card is the LCP; the others load as they near the screen. */
  position: number;
}) {
  const locale = useLocale();
  const text = articleText(item, locale);
  return (
    <article className={`${ui.card} ${classes.card}`} data-hover>
      <ArticleImage item={item} priority={position === 0} inCard />
      <div className={classes.cardBody}>
        <time className={classes.date} dateTime={item.date}>
          {formatDate(item.date, locale)}
        </time>
        <h2 className={classes.cardTitle} lang={text.titleLang}>
          <Link to={`${basePath}/${item.id}`} className={classes.cardLink}>
            {text.title}
          </Link>
        </h2>
        <p className={classes.excerpt} lang={text.descriptionLang}>
          {truncate(text.description, 140)}
        </p>
      </div>
    </article>
  );
}
