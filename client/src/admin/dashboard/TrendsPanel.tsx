import { lazy, Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { Group, Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { TrendsQuery } from '../dashboardDocuments';
import { TREND_SERIES, shortDay, type Trend } from './trendSeries';

const TrendChart = lazy(() => import('./TrendChart'));

export const TREND_DAYS = 30;

const sum = (days: Trend[], key: (typeof TREND_SERIES)[number][0]) =>
  days.reduce((total, day) => total + day[key], 0);

/**
 * What came in per day over the last 30 days (Dhaka days). The chart is for the eye; screen
 * readers get the caption with the totals and the same figures as a table.
 */
export function TrendsPanel() {
  const { data, error } = useQuery(TrendsQuery, {
    variables: { days: TREND_DAYS },
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.dashboardTrends;
  const totals = days
    ? TREND_SERIES.map(([key, label]) => {
        const n = sum(days, key);
        return `${n} ${label.toLowerCase().slice(0, n === 1 ? -1 : undefined)}`;
      }).join(', ')
    : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <figure style={{ margin: 0 }} aria-labelledby="trends-caption">
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={2} size="h4" id="trends-caption">
            Last {TREND_DAYS} days
          </Title>
          <Text size="sm" c="dimmed">
            {totals ? `New: ${totals}` : error ? 'Could not load the trends.' : ' '}
          </Text>
        </Group>
        <figcaption>
          <Text size="xs" c="dimmed" mb="sm">
            New messages, reservations and registrations per day, Dhaka time, oldest first.
          </Text>
        </figcaption>
        <div aria-hidden>
          {days ? (
            <Suspense fallback={<Skeleton h={260} />}>
              <TrendChart days={days} />
            </Suspense>
          ) : (
            <Skeleton h={260} animate={!error} />
          )}
        </div>
        {days && (
          <VisuallyHidden>
            <Table>
              <caption>New per day over the last {TREND_DAYS} days, Dhaka time</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {TREND_SERIES.map(([key, label]) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{shortDay(day.day)}</th>
                    {TREND_SERIES.map(([key]) => (
                      <td key={key}>{day[key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        )}
      </figure>
    </Paper>
  );
}
