import { useLocation } from 'react-router-dom';
import { useLocale } from '../../i18n/i18n';
import { LANGUAGE_NAMES, localizePath, otherLocale } from '../../i18n/locales';

/**
 * The same page in the other language: `বাংলা` on English pages, `English` on Bangla ones, each
 * named in its own language. A plain link (the other language's page loads with its own catalog);
 * the router's location is the English address whatever the language (the Bangla site is the same
 * routes under the basename /bn).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = otherLocale(useLocale());
  const { pathname, search } = useLocation();
  return (
    <a
      href={localizePath(pathname + search, other)}
      hrefLang={other}
      lang={other}
      className={className}
      data-language-switch=""
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
