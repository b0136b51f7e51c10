import { useId, type ReactNode } from 'react';
import { Anchor, Button, CloseButton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconPhone } from '@tabler/icons-react';
import { useLocalePath, useT } from '../../i18n/i18n';
import { COMPANY } from '../siteConfig';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './MobileMenu.module.css';

/** Mantine's NavLink classes: the same look, as plain elements. */
const NAV_LINK =
  'mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root';

/** A link or a group's button as Mantine's NavLink renders it, with an empty label. */
function NavItem({ section, ...rest }: { section?: ReactNode } & Record<`data-${string}`, string>) {
  const inner = (
    <>
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span className="m_1f6ac4c4 mantine-NavLink-label" />
        <span className="m_57492dcc mantine-NavLink-description" />
      </div>
      {section && (
        <span className="m_690090b5 mantine-NavLink-section" data-position="right">
          {section}
        </span>
      )}
    </>
  );
  return section ? (
    <button type="button" className={NAV_LINK} {...rest}>
      {inner}
    </button>
  ) : (
    <a className={NAV_LINK} {...rest}>
      {inner}
    </a>
  );
}

/**
 * The phone menu: a <dialog> beside the header that headerScript.ts opens with the burger
 * (showModal: a focus trap, Escape and the backdrop close it). Its links are the header's own:
 * the script writes them in, from the <template>'s NavLink, group button and group, as the
 * header's menus as expandable groups, the group of the page shown expanded. Written out in every
 * page, they were enough Brotli bytes to push a Bangla page past
 * what a new connection's first round trip carries. Their rules are not inlined (critical CSS
 * leaves out what a <template> holds): the burger turns the whole stylesheet on, and
 * MobileMenu.module.css repeats the two the inlined button reset would undo. Without JavaScript
 * the burger does nothing and the footer lists every page.
 */
export function MobileMenu() {
  const t = useT();
  const titleId = useId();
  const localePath = useLocalePath();

  return (
    <dialog className={classes.drawer} aria-labelledby={titleId} data-phone-menu="">
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {t('header.menu')}
        </h2>
        <CloseButton aria-label={t('header.closeMenu')} data-close="" />
      </div>
      <Stack component="nav" aria-label={t('header.mobileNav')} gap={2} className={classes.body}>
        <div className={classes.links} data-phone-links="" />
        <template data-phone-parts="">
          <NavItem data-part="link" />
          <NavItem
            data-part="group-button"
            section={<IconChevronDown size={16} aria-hidden className={classes.chevron} />}
          />
          <div className={classes.group} data-part="group" />
        </template>
        <Button component="a" href={localePath('/booking')} mt="md" radius="xl">
          {t('header.bookRide')}
        </Button>
        <Text size="sm" c="dimmed" mt="md" ta="center">
          {t('header.helpLine')}{' '}
          <Anchor href={COMPANY.phoneHref} fw={600}>
            <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} /> {COMPANY.phone}
          </Anchor>
        </Text>
        <Text ta="center" mt="xs">
          <LanguageSwitch />
        </Text>
      </Stack>
    </dialog>
  );
}
