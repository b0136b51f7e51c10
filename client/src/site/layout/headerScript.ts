/**
 * The header's behaviour on server-rendered public pages, without React (islands/load.ts runs
 * it): the header is HTML from SiteHeader.tsx, and these few listeners make it work.
 *
 * - Drop-downs (`[data-menu]`: a button and its list): click, Enter or Space toggles; the arrow
 *   keys move through the links, Home/End too; Escape closes and returns to the button; a mouse
 *   opens on hover; a click outside or Tab out closes. One open at a time.
 * - The phone menu: the burger opens the <dialog> (showModal: focus trap, Escape, backdrop); its
 *   links are the header's, written in as Mantine's NavLinks (MobileMenu.tsx), its groups
 *   disclosure buttons.
 * - The bar turns fixed after STICKY_AFTER_PX of scrolling.
 *
 * Without JavaScript the CSS does the drop-downs (hover and focus, html.no-js) and the footer lists
 * every page; this script removes `no-js` once it is listening.
 */
import { siteCssApplied } from './siteCss';

/** The header turns into a fixed bar once the page has scrolled this far. */
export const STICKY_AFTER_PX = 100;
const HOVER_CLOSE_MS = 180;

function dropdowns(header: HTMLElement) {
  const items = [...header.querySelectorAll<HTMLElement>('[data-menu]')];
  const parts = (item: HTMLElement) => ({
    button: item.querySelector<HTMLButtonElement>('button')!,
    list: item.querySelector<HTMLUListElement>('ul')!,
    links: () => [...item.querySelectorAll<HTMLAnchorElement>('ul a')],
  });
  const setOpen = (item: HTMLElement, open: boolean) => {
    const { button, list } = parts(item);
    if (open) for (const other of items) if (other !== item) setOpen(other, false);
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  const isOpen = (item: HTMLElement) => parts(item).button.getAttribute('aria-expanded') === 'true';

  for (const item of items) {
    const { button, links } = parts(item);
    let leaveTimer: number | undefined;
    let openedByHover = false;
    button.addEventListener('click', () => {
      const keepOpen = openedByHover && isOpen(item);
      openedByHover = false;
      setOpen(item, keepOpen || !isOpen(item));
    });
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      window.clearTimeout(leaveTimer);
      if (!isOpen(item)) openedByHover = true;
      setOpen(item, true);
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      leaveTimer = window.setTimeout(() => setOpen(item, false), HOVER_CLOSE_MS);
    });
    item.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !item.contains(next)) setOpen(item, false);
    });
    item.addEventListener('keydown', (event) => {
      const all = links();
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const focus = (i: number) => all[(i + all.length) % all.length]?.focus();
      if (event.key === 'Escape' && isOpen(item)) {
        event.preventDefault();
        setOpen(item, false);
        button.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!isOpen(item)) setOpen(item, true);
        focus(at === -1 ? (down ? 0 : -1) : at + (down ? 1 : -1));
      } else if (isOpen(item) && at !== -1 && (event.key === 'Home' || event.key === 'End')) {
        event.preventDefault();
        focus(event.key === 'Home' ? 0 : -1);
      }
    });
  }
  document.addEventListener('pointerdown', (event) => {
    for (const item of items) if (!item.contains(event.target as Node)) setOpen(item, false);
  });
}

/**
 * The phone menu's links, from the header's own menus, made of the parts MobileMenu.tsx puts in
 * its <template> (a NavLink, a group's button, a group): strong top-level items, the current
 * page's group expanded, the current page's link active.
 */
function phoneLinks(header: HTMLElement, dialog: HTMLDialogElement) {
  const into = dialog.querySelector('[data-phone-links]');
  const menu = header.querySelector('[data-header-menus]');
  const template = dialog.querySelector<HTMLTemplateElement>('template[data-phone-parts]');
  if (!into || !menu || !template) return;
  // Parsed HTML keeps them in the template's content; React in the browser renders them inside.
  const parts = template.content.childElementCount ? template.content : template;
  const part = <T extends HTMLElement>(name: string, label = '') => {
    const element = parts.querySelector(`[data-part="${name}"]`)!.cloneNode(true) as T;
    element.removeAttribute('data-part');
    const text = element.querySelector('.mantine-NavLink-label');
    if (text) text.textContent = label;
    return element;
  };
  const link = (a: Element, strong: boolean) => {
    const element = part<HTMLAnchorElement>('link', a.textContent ?? '');
    element.href = a.getAttribute('href')!;
    if (strong) element.style.fontWeight = '600';
    const active = a.getAttribute('aria-current') === 'page';
    for (const node of [element, element.querySelector('.mantine-NavLink-description')])
      node?.toggleAttribute('data-active', active);
    return element;
  };
  for (const item of menu.children) {
    const button = item.querySelector('button');
    if (!button) {
      into.append(link(item.querySelector('a')!, true));
      continue;
    }
    const expanded = button.hasAttribute('data-current');
    const group = part<HTMLButtonElement>('group-button', button.textContent ?? '');
    const list = part<HTMLDivElement>('group');
    list.id = `phone-${button.getAttribute('aria-controls')}`;
    list.hidden = !expanded;
    group.style.fontWeight = '600';
    group.setAttribute('aria-controls', list.id);
    group.setAttribute('aria-expanded', String(expanded));
    group.toggleAttribute('data-expanded', expanded);
    list.append(...[...item.querySelectorAll('ul a')].map((a) => link(a, false)));
    into.append(group, list);
  }
}

function phoneMenu(header: HTMLElement) {
  const burger = header.querySelector<HTMLButtonElement>('[data-burger]');
  const dialog = header.querySelector<HTMLDialogElement>('dialog[data-phone-menu]');
  if (!burger || !dialog) return;
  const label = (open: boolean) =>
    (open ? burger.dataset.closeLabel : burger.dataset.openLabel) ?? '';
  const shown = (open: boolean) => {
    burger.setAttribute('aria-expanded', String(open));
    burger.setAttribute('aria-label', label(open));
    // Mantine's Burger draws its lines in its first child, a cross when that is data-opened.
    burger.firstElementChild?.toggleAttribute('data-opened', open);
  };
  phoneLinks(header, dialog);
  burger.addEventListener('click', () => {
    if (dialog.open) return dialog.close();
    shown(true);
    // Its links' rules are in the whole stylesheet, not in the page's inlined part: it opens
    // once they are in (at once unless tapped before the page had fetched them).
    void siteCssApplied().then(() => {
      if (!dialog.open && burger.getAttribute('aria-expanded') === 'true') dialog.showModal();
    });
  });
  dialog.addEventListener('close', () => shown(false));
  // A click on the backdrop (outside the panel) closes it, as a drawer does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  for (const group of dialog.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    const list = document.getElementById(group.getAttribute('aria-controls') ?? '');
    group.addEventListener('click', () => {
      const open = group.getAttribute('aria-expanded') !== 'true';
      for (const other of dialog.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
        if (other === group) continue;
        other.setAttribute('aria-expanded', 'false');
        other.removeAttribute('data-expanded');
        const otherList = document.getElementById(other.getAttribute('aria-controls') ?? '');
        if (otherList) otherList.hidden = true;
      }
      group.setAttribute('aria-expanded', String(open));
      group.toggleAttribute('data-expanded', open);
      if (list) list.hidden = !open;
    });
  }
}

function stickyBar(header: HTMLElement) {
  const bar = header.querySelector<HTMLElement>('[data-header-bar]');
  if (!bar) return;
  const update = () => bar.toggleAttribute('data-sticky', window.scrollY > STICKY_AFTER_PX);
  window.addEventListener('scroll', update, { passive: true });
  // In the next frame, not now: reading scrollY here would lay the page out inside this script.
  requestAnimationFrame(update);
}

export function startHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-site-header]');
  // Once per header (React's StrictMode runs an effect twice in development).
  if (!header || header.hasAttribute('data-started')) return;
  header.setAttribute('data-started', '');
  dropdowns(header);
  phoneMenu(header);
  stickyBar(header);
  document.documentElement.classList.remove('no-js');
}
