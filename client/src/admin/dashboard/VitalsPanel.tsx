import { useQuery } from '@apollo/client/react';
import { Badge, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { WebVitalsQuery } from '../dashboardDocuments';

export const VITALS_DAYS = 28;
const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

interface Summary {
  metric: string;
  template: string;
  language: string;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
  count: number;
  goodUpTo: number;
  poorAbove: number;
}

/** Core Web Vitals' own words and colours for a p75 against its metric's thresholds. */
function rating(s: Summary): { label: string; color: string } {
  if (s.p75 > s.poorAbove) return { label: 'poor', color: 'red' };
  if (s.p75 > s.goodUpTo) return { label: 'needs improvement', color: 'orange' };
  return { label: 'good', color: 'green' };
}

const shown = (s: Summary) =>
  s.metric === 'CLS' ? s.p75.toFixed(2) : `${(s.p75 / 1000).toFixed(s.p75 < 1000 ? 2 : 1)} s`;

/**
 * Speed on visitors' own phones: p75 per metric for each page template and
 * language over 28 days, coloured by the Core Web Vitals thresholds. It is a table, so screen
 * readers read the same figures; the rating and the counts are in each cell's text.
 */
export function VitalsPanel() {
  const { data, error } = useQuery(WebVitalsQuery, {
    variables: { days: VITALS_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const rows = new Map<string, Map<string, Summary>>();
  for (const s of data?.webVitals ?? []) {
    const key = `${s.template} · ${s.language}`;
    if (!rows.has(key)) rows.set(key, new Map());
    rows.get(key)?.set(s.metric, s);
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={2} size="h4" id="vitals-caption">
        Speed on visitors’ phones
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        75th percentile over the last {VITALS_DAYS} days, per page template and language. Green is
        good, orange needs improvement, red is poor (Core Web Vitals thresholds).
      </Text>
      {!data ? (
        error ? (
          <Text size="sm">Could not load the field data.</Text>
        ) : (
          <Skeleton h={120} />
        )
      ) : rows.size === 0 ? (
        <Text size="sm">No measurements yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-labelledby="vitals-caption" data-testid="web-vitals">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Page</Table.Th>
                {METRICS.map((m) => (
                  <Table.Th key={m} scope="col">
                    {m}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...rows].map(([key, metrics]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row">{key}</Table.Th>
                  {METRICS.map((m) => {
                    const s = metrics.get(m);
                    if (!s) return <Table.Td key={m}>–</Table.Td>;
                    const r = rating(s);
                    return (
                      <Table.Td key={m} data-rating={r.label}>
                        <Badge color={r.color} variant="light" radius="sm" tt="none">
                          {shown(s)}
                        </Badge>
                        <VisuallyHidden>
                          {`, ${r.label}; of ${s.count}: ${s.good} good, ${s.needsImprovement} needs improvement, ${s.poor} poor`}
                        </VisuallyHidden>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
