import { Link } from 'react-router-dom';
import { Box, Container, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Logo } from '../../components/Logo';
import { COMPANY, FOOTER_COLUMNS, LEGAL_LINKS } from '../siteConfig';
import { AppBadges } from './AppBadges';
import { SocialLinks } from './SocialLinks';
import classes from './SiteFooter.module.css';

function ContactBlock() {
  return (
    <address className={classes.contact}>
      <IconMapPin size={16} aria-hidden />
      <span>
        {COMPANY.address.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
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
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py={{ base: 40, sm: 56 }}>
        <div className={classes.columns}>
          <Stack gap="md">
            <Logo inverted />
            <Text size="sm" maw={340}>
              Rides, parcels and software from one Dhaka team since 2019: verified captains, fair
              fares and help that answers the phone.
            </Text>
            <ContactBlock />
            <SocialLinks />
          </Stack>
          <nav aria-label="Footer" className={classes.linkColumns}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className={classes.heading}>{column.title}</h2>
                <ul className={classes.list}>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link className={classes.link} to={link.to}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <Stack gap="lg">
            <div>
              <h2 className={classes.heading}>Customer app</h2>
              <AppBadges app="Customer" />
            </div>
            <div>
              <h2 className={classes.heading}>Driver app</h2>
              <AppBadges app="Driver" />
            </div>
          </Stack>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container size="lg" py="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Copyright © {COMPANY.copyrightYears} {COMPANY.legalName}. All rights reserved.
            </Text>
            <Group gap="lg" component="nav" aria-label="Legal">
              {LEGAL_LINKS.map((link) => (
                <Link key={link.to} className={classes.link} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </Group>
          </Group>
        </Container>
      </div>
    </Box>
  );
}
