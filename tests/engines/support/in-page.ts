import type { EngineTab, Target } from './engine';

/**
 * Functions that run inside the page. They are sent as source text, so they use nothing
 * from this module's scope; esbuild's name helper (`__name`), which tsx adds to named
 * functions, is defined for them by each driver's runScript (pageFunction below).
 */

/** A JSON-safe form of a Target (a RegExp travels as its source and flags). */
type WireTarget = {
  css: string;
  name?: { text: string } | { source: string; flags: string };
  within?: WireTarget;
};

function toWire(target: Target): WireTarget {
  const { css, name, within } = target;
  return {
    css,
    name:
      name === undefined
        ? undefined
        : typeof name === 'string'
          ? { text: name }
          : { source: name.source, flags: name.flags },
    within: within && toWire(within),
  };
}

export async function run<T, A extends unknown[]>(
  tab: EngineTab,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<T> {
  return tab.runScript<T>(fn.toString(), args);
}

/**
 * Finds the first visible element of a target and tags it with a unique attribute, so the
 * driver can press it by CSS: the driver's own input events then hit it as a person's would.
 * Returns that CSS, or null while there is no such element.
 */
function markInPage(
  target: WireTarget,
  includeHidden: boolean,
  enabledOnly: boolean,
): string | null {
  const accessibleName = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return label;
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      const labels = el.labels ? Array.from(el.labels) : [];
      if (labels.length > 0)
        return labels
          .map((l) => l.textContent ?? '')
          .join(' ')
          .trim();
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return text || (el.getAttribute('title') ?? '');
  };
  const matches = (el: Element, wire: WireTarget): boolean => {
    if (!wire.name) return true;
    const name = accessibleName(el);
    if ('text' in wire.name) return name === wire.name.text;
    return new RegExp(wire.name.source, wire.name.flags).test(name);
  };
  const visible = (el: Element): boolean => el.getClientRects().length > 0;
  const enabled = (el: Element): boolean =>
    !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
  const find = (wire: WireTarget, scopes: Element[]): Element[] =>
    scopes.flatMap((scope) =>
      Array.from(scope.querySelectorAll(wire.css)).filter((el) => matches(el, wire)),
    );
  const chain: WireTarget[] = [];
  for (let t: WireTarget | undefined = target; t; t = t.within) chain.unshift(t);
  let scopes: Element[] = [document.documentElement];
  for (const [index, step] of chain.entries()) {
    const last = index === chain.length - 1;
    scopes = find(step, scopes).filter((el) => (last && includeHidden) || visible(el));
    if (last && enabledOnly) scopes = scopes.filter(enabled);
  }
  const element = scopes[0];
  if (!element) return null;
  const w = window as unknown as { __engineMarks?: number };
  w.__engineMarks = (w.__engineMarks ?? 0) + 1;
  const mark = String(w.__engineMarks);
  element.setAttribute('data-engine-mark', mark);
  return `[data-engine-mark="${mark}"]`;
}

export function mark(tab: EngineTab, target: Target, includeHidden = false, enabledOnly = false) {
  return run(tab, markInPage, toWire(target), includeHidden, enabledOnly);
}

/** The text of the first visible element of a target, or null while there is none. */
function textInPage(css: string): string | null {
  const element = document.querySelector(css);
  return element ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

export async function textOf(tab: EngineTab, target: Target): Promise<string | null> {
  const css = await mark(tab, target);
  return css === null ? null : run(tab, textInPage, css);
}

/** An attribute of the first visible element of a target (null: no element or no attribute). */
function attributeInPage(css: string, attribute: string): string | null {
  return document.querySelector(css)?.getAttribute(attribute) ?? null;
}

export async function attributeOf(
  tab: EngineTab,
  target: Target,
  attribute: string,
  includeHidden = false,
): Promise<string | null> {
  const css = await mark(tab, target, includeHidden);
  return css === null ? null : run(tab, attributeInPage, css, attribute);
}

/** The text of the whole page (a failed wait prints it). */
export function pageText(tab: EngineTab): Promise<string> {
  // innerText, not textContent: what is drawn, in reading order, without scripts and styles.
  // biome-ignore lint/performance/useDomNodeTextContent: the drawn text is the point here
  return run(tab, () => (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 1500));
}

/**
 * The script a driver runs for runScript: defines esbuild's name helper, then applies the
 * function to the arguments (WebDriver passes them as `arguments`, and awaits a promise).
 */
export function pageFunction(source: string): string {
  return `var __name = (f) => f; return (${source}).apply(null, arguments);`;
}
