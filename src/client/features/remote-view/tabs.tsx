import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './remote-view.css';

interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { key: K; label: string }[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: a tab list (arrow keys, Home and End move and select) over one panel,
 * the selected tab's. Only the selected tab is in the tab order.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<K>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const idOf = (key: K) => `${base}-tab-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(tab.key))}`)?.focus();
  };

  return (
    <div className="tabs">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={idOf(tab.key)}
            type="button"
            role="tab"
            aria-selected={tab.key === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={idOf(selected)}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
