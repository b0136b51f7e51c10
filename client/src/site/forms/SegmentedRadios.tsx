import { useId } from 'react';
import { vars } from '../ui/mantineMarkup';
import classes from './forms.module.css';

/**
 * Mantine's SegmentedControl (full width) as the markup it renders on the server: a group of
 * native radio buttons, so it is labelled and works with the keyboard (arrows move the choice)
 * without Mantine's JavaScript. The chosen label wears its white "pill" through Mantine's own
 * rule for a control not yet measured (the root never gets `data-initialized`), so there is no
 * sliding indicator to measure.
 */
export function SegmentedRadios<T extends string>({
  name,
  label,
  value,
  choices,
  onChange,
}: {
  /** The radios' name in a posted form (default: one of their own). */
  name?: string;
  label: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <p
        style={vars({
          '--text-fz': 'var(--mantine-font-size-sm)',
          '--text-lh': 'var(--mantine-line-height-sm)',
          marginBottom: 'calc(0.375rem * var(--mantine-scale))',
          fontWeight: '600',
        })}
        className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
        data-size="sm"
        id={`${id}-label`}
      >
        {label}
      </p>
      <div
        style={vars({ '--sc-shadow': 'var(--mantine-shadow-xs)' })}
        className={`m_cf365364 mantine-SegmentedControl-root ${classes.segmented}`}
        data-full-width="true"
        data-with-items-borders="true"
        aria-labelledby={`${id}-label`}
        role="radiogroup"
      >
        {choices.map((choice) => {
          const active = choice.value === value ? 'true' : undefined;
          return (
            <div
              key={choice.value}
              className="m_69686b9b mantine-SegmentedControl-control"
              data-active={active}
            >
              <input
                className="m_1714d588 mantine-SegmentedControl-input"
                type="radio"
                id={`${id}-${choice.value}`}
                data-focus-ring="auto"
                name={name ?? id}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
              />
              <label
                className="m_1738fcb2 mantine-SegmentedControl-label"
                data-active={active}
                htmlFor={`${id}-${choice.value}`}
              >
                <span className="m_78882f40 mantine-SegmentedControl-innerLabel">
                  {choice.label}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </div>
  );
}
