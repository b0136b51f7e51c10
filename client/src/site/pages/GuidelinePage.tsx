import { Container, Table } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { TableScroll } from '../ui/TableScroll';
import { Section } from '../ui/Section';
import { GUIDELINE } from './content/guideline';
import classes from './GuidelinePage.module.css';

function Rules({ title, rules }: { title: string; rules: string[] }) {
  return (
    <div className={classes.rules}>
      <h3>{title}</h3>
      <ul className={blocks.checkList}>
        {rules.map((rule) => (
          <li key={rule}>
            <IconCircleCheck size={20} aria-hidden />
            <span>{rule}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GuidelinePage() {
  const { regulation } = GUIDELINE;
  return (
    <InnerPage
      name="Ride-sharing Guideline"
      description={GUIDELINE.description}
      title="Ride-sharing guideline"
      lead={GUIDELINE.lead}
      section={{ label: 'Ride Sharing' }}
      contained={false}
    >
      <Section id="rules" eyebrow="Our rules" title="Rules for riders and drivers">
        <div className={classes.columns}>
          <Rules title="Riders" rules={GUIDELINE.riders} />
          <Rules title="Driver captains" rules={GUIDELINE.drivers} />
        </div>
      </Section>
      <Section
        id="guidelines-2017"
        tone="tint"
        eyebrow="The law"
        title="Ride-sharing Service Guidelines 2017"
      >
        <div className={classes.regulation}>
          <p>{regulation.intro}</p>
          <ul>
            {regulation.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className={classes.note}>{regulation.note}</p>
        </div>
      </Section>
      <Section
        id="fines"
        eyebrow="Penalties"
        title="Fines and penalties"
        lead="What happens when a rule is broken. Fines are deducted from captains’ earnings or added to the rider’s next fare, and can be appealed to the help line within 7 days."
      >
        <Container px={0} size="lg">
          <TableScroll label="Fines and penalties" minWidth={620}>
            <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Violation</Table.Th>
                  <Table.Th scope="col">Applies to</Table.Th>
                  <Table.Th scope="col">Penalty</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {GUIDELINE.fines.map((fine) => (
                  <Table.Tr key={fine.violation}>
                    <Table.Td>{fine.violation}</Table.Td>
                    <Table.Td>{fine.appliesTo}</Table.Td>
                    <Table.Td>{fine.penalty}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Container>
      </Section>
    </InnerPage>
  );
}
