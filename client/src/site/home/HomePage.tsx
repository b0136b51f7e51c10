import { Suspense } from 'react';
import { lazyNamed } from '../lazyPart';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../usePageMeta';
import { Hero } from './Hero';
import { ServicesSection } from './ServicesSection';
import { VehicleTabs } from './VehicleTabs';

// Below the fold: its code loads once the first view is painted.
const HomeMore = lazyNamed(() => import('./HomeMore'), 'HomeMore');

export function HomePage() {
  usePageMeta(undefined, useT()('home.description'));
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
