import { useHref, useLocation } from 'react-router-dom';
import { useLocalePath, useT } from '../../i18n/i18n';
import { LITE_SWITCH_PATH, useLite } from '../lite';
import classes from './SiteFooter.module.css';

/**
 * The visitor's own lite-mode switch: a plain form, so it works without JavaScript. The server
 * remembers the choice in a cookie and sends the visitor back to this very page
 * (server/src/ssr/lite.ts), rendered the new way.
 */
export function LiteSwitch() {
  const t = useT();
  const localePath = useLocalePath();
  const lite = useLite();
  const { pathname, search } = useLocation();
  // With the router's basename: the Bangla page's own address.
  const here = useHref({ pathname, search });
  return (
    <form method="post" action={localePath(LITE_SWITCH_PATH)} className={classes.lite}>
      <h2 className={classes.heading}>{t('footer.lite')}</h2>
      <p className={classes.liteText}>{t(lite ? 'footer.lite.onText' : 'footer.lite.offText')}</p>
      <input type="hidden" name="back" value={here} />
      <input type="hidden" name="lite" value={lite ? 'off' : 'on'} />
      <button type="submit" className={classes.liteButton} data-lite={lite ? 'on' : 'off'}>
        {t(lite ? 'footer.lite.turnOff' : 'footer.lite.turnOn')}
      </button>
    </form>
  );
}
