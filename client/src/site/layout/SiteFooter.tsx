import { Link } from 'react-router-dom';
import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Logo } from '../../components/Logo';
import { useT } from '../../i18n/i18n';
import { COMPANY, FOOTER_COLUMNS, LEGAL_LINKS } from '../siteConfig';
import { AppBadges } from './AppBadges';
import { LiteSwitch } from './LiteSwitch';
import { SocialLinks } from './SocialLinks';
import classes from './SiteFooter.module.css';

const ADDRESS = [
  'company.address.line1',
  'company.address.line2',
  'company.address.line3',
] as const;

function ContactBlock() {
  const t = useT();
  return (
    <address className={classes.contact}>
      <IconMapPin size={16} aria-hidden />
      <span>
        {ADDRESS.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {t(line)}
          </span>
        ))}
      </span>
      <IconPhone size={16} aria-hidden />
      <a className={classes.link} href={COMPANY.phoneHref}>
        {COMPANY.phone}
      </a>
      <IconMail size={16} aria-hidden />
      <a className={classes.link} href={`mailto:${COMPANY.email}`}>
        {COMPANY.email}
      </a>
    </address>
  );
}

export function SiteFooter() {
  const t = useT();
  return (
    // data-later: laid out after the first paint (ui/later.ts)
    <Box component="footer" className={classes.footer} data-later="">
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <div className={classes.columns}>
          <Stack gap="md">
            <Logo inverted />
            <Text size="sm" maw={340}>
              {t('footer.about')}
            </Text>
            <ContactBlock />
            <SocialLinks />
          </Stack>
          <nav aria-label={t('footer.nav')} className={classes.linkColumns}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className={classes.heading}>{t(column.title)}</h2>
                <ul className={classes.list}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link className={classes.link} to={link.to}>
                        {t(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <Stack gap="lg">
            <div>
              <h2 className={classes.heading}>{t('footer.customerApp')}</h2>
              <AppBadges app="Customer" />
            </div>
            <div>
              <h2 className={classes.heading}>{t('footer.driverApp')}</h2>
              <AppBadges app="Driver" />
            </div>
            <LiteSwitch />
          </Stack>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container size="lg" py="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('footer.copyright')}</Text>
            <Group gap="lg" component="nav" aria-label={t('footer.legal')}>
              {LEGAL_LINKS.map((link) => (
                <Link key={link.to} className={classes.link} to={link.to}>
                  {t(link.label)}
                </Link>
              ))}
            </Group>
          </Group>
        </Container>
      </div>
    </Box>
  );
}
