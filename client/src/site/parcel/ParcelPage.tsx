import { Container, Table } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatTaka } from '../../i18n/format';
import { REGISTRATION_LINKS } from '../siteConfig';
import { ButtonLink } from '../ui/ButtonLink';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { TableScroll } from '../ui/TableScroll';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import ui from '../ui/ui.module.css';
import { PARCEL } from './parcelContent';
import classes from './ParcelPage.module.css';

export function ParcelPage() {
  return (
    <InnerPage
      name="Parcel Delivery"
      description={PARCEL.description}
      title="Parcel delivery with D-Mart"
      lead={PARCEL.lead}
      section={{ label: 'Parcel Delivery' }}
      art={{ src: '/art/parcel.svg', alt: '' }}
      extra={
        <div className={classes.heroActions}>
          <ButtonLink to={REGISTRATION_LINKS.merchant.to} size="lg" variant="accent">
            Register as a merchant
          </ButtonLink>
        </div>
      }
      contained={false}
    >
      <div className={classes.offer} role="note">
        <strong>20% off</strong> every delivery for new merchants during their first 30 days.
      </div>
      <Section id="services" eyebrow="Services" title="Everything a shop needs to deliver">
        <ul className={ui.grid} data-cols="3">
          {PARCEL.services.map((service) => (
            <li key={service.title} className={ui.card}>
              <h3>{service.title}</h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="pricing"
        tone="tint"
        eyebrow="Pricing"
        title="Our pricing promise"
        lead="Published prices for parcels up to 1 kg, the same for every merchant, big or small."
      >
        <div className={classes.pricing}>
          <TableScroll label="Parcel prices" minWidth={520}>
            <Table verticalSpacing="sm" className={classes.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Delivery zone</Table.Th>
                  <Table.Th scope="col">Delivery time</Table.Th>
                  <Table.Th scope="col">Up to 1 kg</Table.Th>
                  <Table.Th scope="col">Each extra kg</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {PARCEL.prices.map((row) => (
                  <Table.Tr key={row.zone}>
                    <Table.Td>{row.zone}</Table.Td>
                    <Table.Td>{row.time}</Table.Td>
                    <Table.Td>{formatTaka(row.price)}</Table.Td>
                    <Table.Td>{formatTaka(row.extraKg)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <ul className={blocks.checkList}>
            {PARCEL.promise.map((text) => (
              <li key={text}>
                <IconCircleCheck size={20} aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="how-it-works" eyebrow="How it works" title="From your shop to their door">
        <Steps steps={PARCEL.steps} />
        <Container px={0} mt={40}>
          <ButtonLink to={REGISTRATION_LINKS.merchant.to} size="lg">
            Start selling with D-Mart
          </ButtonLink>
        </Container>
      </Section>
    </InnerPage>
  );
}
