import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocalePath, useT } from '../../i18n/i18n';
import type { MenuLink } from '../siteConfig';
import classes from './SiteHeader.module.css';

/**
 * A disclosure menu (button + list of links), as HTML: headerScript.ts opens and closes it (click,
 * keys, hover); without JavaScript the CSS opens it on hover and focus.
 */
export function NavDropdown({ label, links }: { label: string; links: MenuLink[] }) {
  const t = useT();
  const id = useId();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const current = links.some((link) => link.to === pathname);

  return (
    <li className={classes.item} data-menu="">
      <button
        type="button"
        className={classes.link}
        aria-expanded={false}
        aria-controls={id}
        data-current={current || undefined}
      >
        {label}
        <IconChevronDown size={15} stroke={2.2} aria-hidden className={classes.chevron} />
      </button>
      <ul id={id} className={classes.dropdown} hidden>
        {links.map((link) => (
          <li key={link.to}>
            <a
              href={link.outside ? link.to : localePath(link.to)}
              className={classes.dropdownLink}
              aria-current={!link.outside && pathname === link.to ? 'page' : undefined}
            >
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
