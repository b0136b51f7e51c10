/**
 * The public site's interactive code, for lint (eslint.config.mjs and .dependency-cruiser.cjs):
 * a public page is HTML, and what reacts to a visitor lives in an island (a `*Island.tsx` file,
 * client/src/islands/) or in one of these parts, which only islands render. Paths are relative to
 * client/src/site/.
 */
const ISLAND_PARTS = [
  'forms/',
  'ui/PillTabs.tsx',
  'it-service/PortfolioControls.tsx',
  'booking/Booked.tsx',
  'booking/FareLine.tsx',
];

/**
 * Shared with pages, no handler in them: the form's outcome after a post without JavaScript (a
 * context) and the rules a form's fields follow (pure functions, the server's too).
 */
const SHARED_WITH_PAGES = ['forms/formPost.ts', 'forms/validation.ts'];

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

module.exports = { ISLAND_PARTS, SHARED_WITH_PAGES, INTERACTIVE_MANTINE };
