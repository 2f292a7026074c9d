import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { CatalogueSiteRow } from '../../../db/catalogue-rows';
import { SiteRow } from './site-row';
import { LIST_ROW_HEIGHT, scrollToReveal, visibleRows } from './virtual-range';

const KEY_STEPS: Record<string, (index: number, count: number, page: number) => number> = {
  ArrowDown: (i, n) => Math.min(n - 1, i + 1),
  ArrowUp: (i) => Math.max(0, i - 1),
  PageDown: (i, n, page) => Math.min(n - 1, i + page),
  PageUp: (i, _n, page) => Math.max(0, i - page),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The site list with virtual scrolling: only the rows in view (plus a few on
 * each side) are in the DOM, so 1,200 sites or 50,000 scroll alike. One row
 * is in the tab order; arrow keys, Page Up/Down, Home and End move between
 * rows (scrolling the next one into existence first). The sidebar gives it a
 * new key when the search or filters change, so a new result starts at the top.
 */
export function SiteList({
  sites,
  visitedIds,
  label,
  onChoose,
}: {
  sites: readonly CatalogueSiteRow[];
  visitedIds: ReadonlySet<number>;
  label: string;
  onChoose: (site: CatalogueSiteRow) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);
  const [active, setActive] = useState(0);
  const [focusWanted, setFocusWanted] = useState(false);
  const frame = useRef(0);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Measured only when the observer reports (once at the start, then on each resize), after
    // the browser's own layout: reading clientHeight during the commit forced a layout of the
    // whole screen inside React's task, a long task of the map's first render on a phone
    // (docs/PERF.md P2). Until then, the rows for an 880 px list are drawn.
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  useEffect(() => {
    if (!focusWanted) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    row?.focus({ preventScroll: true });
    setFocusWanted(false);
  }, [focusWanted, active]);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(scroller.current?.scrollTop ?? 0));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key];
    const element = scroller.current;
    if (!step || !element || sites.length === 0) return;
    event.preventDefault();
    const page = Math.max(1, Math.floor(element.clientHeight / LIST_ROW_HEIGHT));
    const next = step(active, sites.length, page);
    const top = scrollToReveal(next, element.scrollTop, element.clientHeight);
    if (top !== null) {
      element.scrollTop = top;
      setScrollTop(top);
    }
    setActive(next);
    setFocusWanted(true);
  };

  const { start, end } = visibleRows(scrollTop, height || LIST_ROW_HEIGHT * 8, sites.length);
  // Keep one row tabbable even when the active one has scrolled out of the DOM.
  const tabbable = active >= start && active < end ? active : start;
  const rows = [];
  for (let i = start; i < end; i++) {
    const site = sites[i] as CatalogueSiteRow;
    rows.push(
      <li
        key={site.id}
        className="site-list__item"
        style={{ transform: `translateY(${i * LIST_ROW_HEIGHT}px)` }}
        aria-setsize={sites.length}
        aria-posinset={i + 1}
      >
        <SiteRow
          site={site}
          index={i}
          visited={visitedIds.has(site.id)}
          tabbable={i === tabbable}
          onChoose={(chosen) => {
            setActive(i);
            onChoose(chosen);
          }}
        />
      </li>,
    );
  }

  return (
    <div ref={scroller} className="site-list" onScroll={onScroll}>
      <ul
        className="site-list__rows"
        aria-label={label}
        style={{ height: sites.length * LIST_ROW_HEIGHT }}
        onKeyDown={onKeyDown}
      >
        {rows}
      </ul>
    </div>
  );
}
