import { lazy } from 'react';
import { WhenVisible } from '../ui/WhenVisible';

// The carousel library (embla) loads only when the section nears the screen.
const PartnerCarousel = lazy(() =>
  import('./PartnerCarousel').then((m) => ({ default: m.PartnerCarousel })),
);

/** The partner logos' carousel: an island (islands/Island.tsx) whose code waits for the screen. */
export function PartnerCarouselIsland() {
  return (
    <WhenVisible minHeight={150}>
      <PartnerCarousel />
    </WhenVisible>
  );
}
