/**
 * The public site's interactive code, for lint (eslint.config.mjs and .dependency-cruiser.cjs):
 * a public page is HTML, and what reacts to a visitor lives in an island (a `*Island.tsx` file,
 * client/src/site/islands/) or in one of these parts, which only islands render. Paths are relative to
 * client/src/site/.
 */
const ISLAND_PARTS = [
  'forms/FileField.tsx',
  'forms/SegmentedRadios.tsx',
  'forms/UploadBar.tsx',
  'ui/PillTabs.tsx',
  'it-service/PortfolioControls.tsx',
  'booking/Booked.tsx',
  'booking/FareLine.tsx',
  'registration/PaperFields.tsx',
  'registration/PapersSent.tsx',
];

/**
 * Building blocks pages share with islands whose handlers all come from their caller (a button's
 * onClick, an alert's close): a page may use them, and lint stops it from passing a handler.
 */
const HANDLERS_FROM_CALLER = ['forms/layout.tsx', 'forms/alerts.tsx'];

/**
 * Mantine components that need their script to work (a click opens, switches or closes
 * something): static HTML outside an island cannot carry them.
 */
const INTERACTIVE_MANTINE = [
  'Accordion',
  'Tabs',
  'Menu',
  'Modal',
  'Drawer',
  'Popover',
  'HoverCard',
  'Tooltip',
  'Collapse',
  'Pagination',
  'SegmentedControl',
  'Select',
  'MultiSelect',
  'Autocomplete',
  'Combobox',
  'Chip',
  'Spoiler',
];

module.exports = { ISLAND_PARTS, HANDLERS_FROM_CALLER, INTERACTIVE_MANTINE };
