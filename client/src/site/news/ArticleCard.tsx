import { Link } from 'react-router-dom';
import { formatDate, truncate } from '../format';
import type { ArticleSummary } from './articleKinds';
import ui from '../ui/ui.module.css';
import classes from './news.module.css';

/** The server's WebP copy (≤ 1200 px) where it has one, the original otherwise. */
export function ArticleImage({ item, eager = false }: { item: ArticleSummary; eager?: boolean }) {
  return (
    <picture>
      {item.imageWebpUrl && <source type="image/webp" srcSet={item.imageWebpUrl} />}
      <img
        className={classes.image}
        src={item.imageUrl}
        alt=""
        width={1200}
        height={675}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}

export function ArticleCard({ item, basePath }: { item: ArticleSummary; basePath: string }) {
  return (
    <article className={`${ui.card} ${classes.card}`} data-hover>
      <ArticleImage item={item} />
      <div className={classes.cardBody}>
        <time className={classes.date} dateTime={item.date}>
          {formatDate(item.date)}
        </time>
        <h2 className={classes.cardTitle}>
          <Link to={`${basePath}/${item.id}`} className={classes.cardLink}>
            {item.title}
          </Link>
        </h2>
        <p className={classes.excerpt}>{truncate(item.description, 140)}</p>
      </div>
    </article>
  );
}
