import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { TREND_SERIES, shortDay, type Trend } from './trendSeries';

/**
 * The 30-day trend drawn with @mantine/charts (Recharts underneath). Loaded on its own only by
 * the dashboard: no other screen downloads Recharts. The figure's table says the same in text.
 */
export default function TrendChart({ days }: { days: Trend[] }) {
  return (
    <LineChart
      h={260}
      data={days}
      dataKey="day"
      series={TREND_SERIES.map(([name, label, color]) => ({ name, label, color }))}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      withDots={false}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      xAxisProps={{ tickFormatter: shortDay, minTickGap: 24 }}
      tooltipAnimationDuration={0}
    />
  );
}
