import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { vars } from './mantineMarkup';
import classes from './PillTabs.module.css';

/** One tab: its value and its label. */
export interface TabChoice<T extends string> {
  value: T;
  label: string;
}

/** Where a key moves the selection from tab `i` of `n` (wrapping around), or null. */
function step(key: string, i: number, n: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (i + 1) % n;
    case 'ArrowLeft':
      return (i - 1 + n) % n;
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
    default:
      return null;
  }
}

/**
 * Mantine's Tabs (variant "pills", radius "xl", labels in bold) as the plain elements it renders,
 * wearing its classes and variables (the page's stylesheet has its rules), without its JavaScript
 * or provider: an island that shows tabs carries React and these lines, not @mantine/core.
 *
 * WAI-ARIA tabs, as Mantine's: a tablist of tabs, each `aria-selected` and controlling its panel
 * (`aria-controls`), one tab in the tab order (roving tabindex), the arrow keys (wrapping around),
 * Home and End move the focus and choose the tab they land on. Every tab has its panel; the
 * chosen one shows `children`, the others are empty and hidden.
 */
export function PillTabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = step(
      event.key,
      tabs.findIndex((tab) => tab.value === value),
      tabs.length,
    );
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next].value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const horizontal = { 'data-orientation': 'horizontal' };
  return (
    <div
      style={vars({
        '--tabs-radius': 'var(--mantine-radius-xl)',
        '--tabs-color': 'var(--mantine-color-brand-filled)',
      })}
      className="m_89d60db1 mantine-Tabs-root"
      data-variant="pills"
      {...horizontal}
    >
      <div
        ref={list}
        className={`m_89d33d6d mantine-Tabs-list ${classes.list}`}
        data-variant="pills"
        {...horizontal}
        role="tablist"
        aria-orientation="horizontal"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              style={{ fontWeight: 600 }}
              className="mantine-focus-auto m_c3381914 m_4ec4dce6 mantine-Tabs-tab m_87cf2631 mantine-UnstyledButton-root"
              data-variant="pills"
              data-active={selected || undefined}
              {...horizontal}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
            >
              <span className="m_42bbd1ae mantine-Tabs-tabLabel">{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          className="m_b0c91715 mantine-Tabs-panel"
          {...horizontal}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== value}
        >
          {tab.value === value && children}
        </div>
      ))}
    </div>
  );
}
