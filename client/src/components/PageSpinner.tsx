import classes from './PageSpinner.module.css';

/** What shows while a page's code arrives, `minHeight` tall so that what follows stays put. */
export function PageSpinner({ label, minHeight }: { label: string; minHeight: string }) {
  return (
    <div className={classes.frame} style={{ minHeight }} role="status" aria-label={label}>
      <span className={classes.spinner} />
    </div>
  );
}
