import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { IconChevronDown } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import type { MenuLink } from '../siteConfig';
import classes from './SiteHeader.module.css';

interface NavDropdownProps {
  label: string;
  links: MenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A disclosure menu (button + list of links): click, Enter or Space toggles it, the arrow keys
 * move through the links, Escape closes it and returns to the button; a mouse opens it on hover.
 */
export function NavDropdown({ label, links, open, onOpenChange }: NavDropdownProps) {
  const t = useT();
  const id = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  // A mouse opens the menu on hover; its click that follows must not close it again.
  const openedByHover = useRef(false);
  const { pathname } = useLocation();
  const current = links.some((link) => link.to === pathname);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const linksOf = () => [...(itemRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
  const focusLink = (index: number) => {
    const all = linksOf();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const all = linksOf();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (open && at !== -1) focusLink(at + (down ? 1 : -1));
      else if (open) focusLink(down ? 0 : -1);
      else {
        onOpenChange(true);
        // The list renders on open: focus once it is there.
        window.requestAnimationFrame(() => focusLink(down ? 0 : -1));
      }
    } else if (open && at !== -1 && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  };

  return (
    <li
      ref={itemRef}
      className={classes.item}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moved on to something outside (Tab). No relatedTarget means focus went nowhere —
        // e.g. a focused link was hidden by a page change — which must not close a menu the
        // visitor has just opened again; clicks outside are handled by the pointerdown listener.
        const next = event.relatedTarget as Node | null;
        if (next && !itemRef.current?.contains(next)) onOpenChange(false);
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        window.clearTimeout(leaveTimer.current);
        if (!open) openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        leaveTimer.current = window.setTimeout(() => onOpenChange(false), 180);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        aria-expanded={open}
        aria-controls={id}
        data-current={current || undefined}
        onClick={() => {
          const keepOpen = openedByHover.current && open;
          openedByHover.current = false;
          onOpenChange(keepOpen || !open);
        }}
      >
        {label}
        <IconChevronDown size={15} stroke={2.2} aria-hidden className={classes.chevron} />
      </button>
      <ul id={id} className={classes.dropdown} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            {link.outside ? (
              <a href={link.to} className={classes.dropdownLink}>
                {t(link.label)}
              </a>
            ) : (
              <NavLink
                to={link.to}
                end
                className={classes.dropdownLink}
                onClick={() => onOpenChange(false)}
              >
                {t(link.label)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
