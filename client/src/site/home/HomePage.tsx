import { Suspense } from 'react';
import { lazyNamed } from '../lazyPart';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint';
import { usePageMeta } from '../usePageMeta';
import { Hero } from './Hero';
import { ServicesSection } from './ServicesSection';
import { VehicleTabs } from './VehicleTabs';

// Below the fold: its code loads once the first view is painted.
const HomeMore = lazyNamed(() => import('./HomeMore'), 'HomeMore');

export function HomePage() {
  usePageMeta(
    undefined,
    'Book bikes, cars, micros and ambulances, send parcels across all 64 districts and hire our software team: DigitalRideWeb, Dhaka, since 2019.',
  );
  const painted = useAfterFirstPaint();
  return (
    <>
      <Hero />
      <ServicesSection />
      <VehicleTabs />
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        {painted ? <HomeMore /> : <div style={{ minHeight: '100vh' }} />}
      </Suspense>
    </>
  );
}
