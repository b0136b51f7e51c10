import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { HEADER_MENUS } from '../siteConfig';
import { SiteHeader } from './SiteHeader';
import { tEn } from '../../test/i18n';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('has the original menus, word for word', () => {
    renderWithProviders(<SiteHeader />);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Company',
      'Ride Sharing',
      'News',
      'Registration',
    ]);
    expect(HEADER_MENUS.map((m) => tEn(m.label))).toEqual([
      'Home',
      'Company',
      'Ride Sharing',
      'News',
      'Registration',
    ]);
  });

  it('opens a drop-down from the keyboard, moves with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const company = within(mainNav()).getByRole('button', { name: 'Company' });
    expect(company).toHaveAttribute('aria-expanded', 'false');

    company.focus();
    await user.keyboard('{Enter}');
    expect(company).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(company.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/pages/about-us',
    );

    await user.keyboard('{ArrowDown}');
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(within(list).getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(within(list).getByRole('link', { name: 'CEO Message' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(company).toHaveAttribute('aria-expanded', 'false');
    expect(company).toHaveFocus();
  });

  it('keeps one drop-down open at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const nav = mainNav();
    await user.click(within(nav).getByRole('button', { name: 'News' }));
    await user.click(within(nav).getByRole('button', { name: 'Registration' }));
    expect(within(nav).getByRole('button', { name: 'News' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('link', { name: 'Driver Captain' })).toHaveAttribute(
      'href',
      '/registration/driver',
    );
  });

  it("gives the phone menu the header's links, the current page's group open", () => {
    const { container } = renderWithProviders(<SiteHeader />, { route: '/bn/pages/about-us' });
    const header = container.querySelector('[data-header-menus]')!;
    const desktop = [...header.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const phone = container.querySelector<HTMLElement>('dialog [data-phone-links]')!;
    const links = [...phone.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(desktop);
    expect(links.filter((a) => a.hasAttribute('data-active')).map((a) => a.textContent)).toEqual([
      'আমাদের সম্পর্কে',
    ]);
    const groups = [...phone.querySelectorAll('button')];
    expect(groups.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['কোম্পানি', 'true'],
      ['রাইড শেয়ারিং', 'false'],
      ['খবর', 'false'],
      ['নিবন্ধন', 'false'],
    ]);
    // Each group controls its own list, which only the open group shows.
    for (const button of groups) {
      const list = phone.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`);
      expect(list?.hasAttribute('hidden')).toBe(button.getAttribute('aria-expanded') !== 'true');
    }
  });

  it('turns into a fixed bar once the page has scrolled more than 100 px', () => {
    const { container } = renderWithProviders(<SiteHeader />);
    const bar = container.querySelector('header > div')!;
    expect(bar).not.toHaveAttribute('data-sticky');
    act(() => {
      window.scrollY = 101;
      fireEvent.scroll(window);
    });
    expect(bar).toHaveAttribute('data-sticky');
    act(() => {
      window.scrollY = 100;
      fireEvent.scroll(window);
    });
    expect(bar).not.toHaveAttribute('data-sticky');
  });
});
