import { useT } from '../i18n/i18n';
import css from './NeedsJavaScript.module.css';

/**
 * Shown only when JavaScript is off: the server-rendered form is there, but sending it needs the
 * app (uploads, pickers, sign-in). The contact form is the one that works without it.
 */
export function NeedsJavaScript({ title }: { title?: string }) {
  const t = useT();
  return (
    <noscript>
      <div className={css.notice} role="note">
        <strong>{title ?? t('js.formNeedsJs')}</strong>
        <p>{t('js.turnOn')}</p>
      </div>
    </noscript>
  );
}
