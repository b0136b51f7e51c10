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
