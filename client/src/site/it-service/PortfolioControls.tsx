import { useId } from 'react';
import { IconSearch } from '@tabler/icons-react';
import { controlProps, Wrapper } from '../forms/wrapper';
import { vars } from '../ui/mantineMarkup';
import { PlainButton } from '../ui/ButtonLink';
import { useT, type MessageId } from '../../i18n/i18n';
import classes from './Portfolio.module.css';
import { MAX_SEARCH, type Kind } from './portfolioFilter';

const FILTERS: { value: Kind; label: MessageId }[] = [
  { value: 'ALL', label: 'portfolio.all' },
  { value: 'WEBSITE', label: 'portfolio.websites' },
  { value: 'MOBILE_APP', label: 'portfolio.mobileApps' },
  { value: 'SOFTWARE', label: 'portfolio.software' },
];

/** Mantine's Chip (variant "outline", brand colour) sets these on its root. */
const CHIP_VARS = vars({
  '--chip-bg': 'transparent',
  '--chip-hover': 'var(--mantine-color-brand-outline-hover)',
  '--chip-color': 'var(--mantine-color-brand-outline)',
  '--chip-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-brand-outline)',
});

/** Mantine's Group with gap 8 (the chips' row). */
const GROUP_VARS = vars({
  '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'wrap',
});

/** Mantine's CheckIcon, the tick of a chosen chip. */
const checkIcon = (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className="m_d6d72580 mantine-Chip-checkIcon"
  >
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/**
 * The portfolio's filter (Mantine's Chip.Group of radio chips) and search (TextInput with a
 * search icon) as plain elements in Mantine's classes, like the forms' fields (site/forms): the
 * chips are native radio buttons named `type`, the search a text input named `q`, so the form
 * they sit in (PortfolioIsland) works without JavaScript. The chosen chip wears its tick and
 * border through `:checked` (Portfolio.module.css), not a `data-checked` set by script, so it
 * shows the visitor's choice before and without hydration too. Without JavaScript a "Show"
 * button sends the form; with it, the list follows every change and there is no button.
 */
export function PortfolioControls({
  type,
  search,
  searchError,
  onType,
  onSearch,
}: {
  type: Kind;
  search: string;
  searchError?: string;
  onType: (type: Kind) => void;
  onSearch: (search: string) => void;
}) {
  const t = useT();
  const id = useId();
  const searchId = `${id}-q`;
  const field = {
    value: search,
    error: searchError,
    onChange: (event: { currentTarget: { value: string } }) => onSearch(event.currentTarget.value),
    onBlur: () => {},
  };
  return (
    <div className={classes.controls}>
      <div
        style={GROUP_VARS}
        className={`${classes.filter} m_4081bf90 mantine-Group-root`}
        role="radiogroup"
        aria-label={t('portfolio.kind')}
      >
        {FILTERS.map((f) => (
          <div
            key={f.value}
            style={CHIP_VARS}
            className={`${classes.chip} m_f59ffda3 mantine-Chip-root`}
            data-variant="outline"
          >
            <input
              type="radio"
              className="m_bde07329 mantine-Chip-input"
              id={`${id}-${f.value}`}
              name="type"
              value={f.value}
              checked={f.value === type}
              onChange={() => onType(f.value)}
            />
            <label
              className="m_3904c1af m_be049a53 mantine-Chip-label"
              htmlFor={`${id}-${f.value}`}
            >
              <span className="m_9ac86df9 mantine-Chip-iconWrapper">{checkIcon}</span>
              <span>{t(f.label)}</span>
            </label>
          </div>
        ))}
      </div>
      <div className={classes.search}>
        <Wrapper
          kind="TextInput"
          id={searchId}
          label={t('portfolio.search')}
          required={false}
          error={searchError}
          leftSection={
            <div
              data-position="left"
              className="m_82577fc2 mantine-Input-section mantine-TextInput-section"
            >
              <IconSearch size={16} aria-hidden />
            </div>
          }
        >
          <input
            {...controlProps('TextInput', searchId, 'q', field)}
            placeholder={t('portfolio.searchHint')}
            maxLength={MAX_SEARCH}
          />
        </Wrapper>
        <noscript>
          <PlainButton type="submit" variant="light">
            {t('portfolio.show')}
          </PlainButton>
        </noscript>
      </div>
    </div>
  );
}
