import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** DigitalRideWeb green: trustworthy, Bangladeshi flag green leaning to teal. Shade 7 is the brand. */
const brand: MantineColorsTuple = [
  '#e7f8f2',
  '#c6ecdf',
  '#a0dfca',
  '#74cfb1',
  '#4cc09b',
  '#27b186',
  '#129c72',
  '#0b7a5c',
  '#07634a',
  '#034a37',
];

/** Warm amber for highlights (the ride badge, calls to action on dark backgrounds). */
const accent: MantineColorsTuple = [
  '#fff8e1',
  '#ffecb3',
  '#ffe082',
  '#ffd54f',
  '#ffca28',
  '#ffc107',
  '#ffb300',
  '#ffa000',
  '#ff8f00',
  '#ff6f00',
];

/**
 * The device's own interface font: Roboto on Android, San Francisco on iOS, Segoe UI on Windows,
 * all named by `system-ui`, which every browser we serve knows. No family the site does not ship
 * goes first: each one a device lacks costs a font lookup for every size and weight on the page
 * (with "Inter" first, Chromium on Linux made 116 of them laying out the home page; now 65).
 */
const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 7 keeps white text on buttons above WCAG AA contrast.
  primaryShade: { light: 7, dark: 6 },
  colors: { brand, accent },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { shadow: 'xs' } },
    // Its close button is an icon: screen readers need its name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Mantine's default dimmed and placeholder greys and its error red (red-6, 3.3:1) fail WCAG AA
 * on white; these pass (≥ 4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6b737b',
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
