/**
 * What a person does and sees, over any engine: press, type, pick a file, and wait to see
 * something. Each waits for its element first (the app renders asynchronously), and a
 * failure names the element and prints the page's text.
 */
import type { EngineTab, Target } from './engine';
import { attributeOf, mark, run, textOf } from './in-page';
import { until } from './wait';

export function describeTarget(target: Target): string {
  const name = target.name === undefined ? '' : ` named ${String(target.name)}`;
  const within = target.within ? ` in ${describeTarget(target.within)}` : '';
  return `${target.css}${name}${within}`;
}

async function found(tab: EngineTab, target: Target, { includeHidden = false } = {}) {
  const css = await until(
    describeTarget(target),
    () => mark(tab, target, includeHidden),
    (value) => value !== null,
    { tab },
  );
  return css as string;
}

/**
 * The drivers' refusals of a press before any input reaches the page (WebDriver's element
 * click intercepted, stale or not interactable; Puppeteer's node not clickable or detached):
 * nothing was pressed, so the press may be aimed again.
 */
function refusedBeforePressing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /^(ElementClickIntercepted|StaleElementReference|ElementNotInteractable)Error$/.test(
      error.name,
    ) || /Node is (either not clickable|detached)/.test(error.message)
  );
}

/**
 * Presses as a person does, and as Playwright's actionability checks do: only once the
 * control can be used (not disabled), has stopped moving (the same place at two looks in a
 * row) and nothing covers it. A list that re-filters while a query is typed moves its rows
 * under the pointer; a press aimed at a row before it settles lands on whatever took its
 * place. A press the driver refuses before pressing is aimed again; any other failure ends
 * the press, so nothing is ever pressed twice.
 */
export async function press(tab: EngineTab, target: Target): Promise<void> {
  let last: string | null = null;
  let failure: { error: unknown } | undefined;
  await until(
    `${describeTarget(target)}, enabled, still and not covered, to be pressed`,
    async () => {
      const now = await placeOf(tab, target, { enabledOnly: true, bringIntoView: true });
      const place = now?.reachable ? now.place : null;
      const still = place !== null && place === last;
      last = place;
      if (!still || !now) return false;
      try {
        await tab.clickCss(now.css);
      } catch (error) {
        if (refusedBeforePressing(error)) return false;
        failure = { error };
      }
      return true;
    },
    Boolean,
    { tab },
  );
  if (failure) throw failure.error;
}

export async function fill(tab: EngineTab, target: Target, text: string): Promise<void> {
  await tab.typeCss(await found(tab, target), text);
}

/** File inputs are often visually hidden behind their label: found even when not drawn. */
export async function chooseFile(tab: EngineTab, target: Target, path: string): Promise<void> {
  await tab.chooseFileCss(await found(tab, target, { includeHidden: true }), path);
}

export async function seeText(
  tab: EngineTab,
  target: Target,
  expected: string | RegExp,
  timeoutMs?: number,
): Promise<string> {
  const accept = (text: string | null) =>
    text !== null && (typeof expected === 'string' ? text.includes(expected) : expected.test(text));
  return (await until(
    `${describeTarget(target)} to show ${String(expected)}`,
    () => textOf(tab, target),
    accept,
    { tab, timeoutMs },
  )) as string;
}

export async function seeAttribute(
  tab: EngineTab,
  target: Target,
  attribute: string,
  expected: string | RegExp,
  timeoutMs?: number,
): Promise<string> {
  const accept = (value: string | null) =>
    value !== null && (typeof expected === 'string' ? value === expected : expected.test(value));
  return (await until(
    `${attribute} of ${describeTarget(target)} to be ${String(expected)}`,
    () => attributeOf(tab, target, attribute, true),
    accept,
    { tab, timeoutMs },
  )) as string;
}

export async function see(tab: EngineTab, target: Target, timeoutMs?: number): Promise<void> {
  await until(
    `${describeTarget(target)} to show`,
    () => mark(tab, target),
    (v) => v !== null,
    {
      tab,
      timeoutMs,
    },
  );
}

/** Whether a target is on screen now (for checks that something is absent). */
export async function isShown(tab: EngineTab, target: Target): Promise<boolean> {
  return (await mark(tab, target)) !== null;
}

/**
 * Where a marked element is drawn now, rounded to whole pixels; whether all of it is inside
 * the window; and whether a press at its middle would reach it (nothing drawn over it).
 * `bringIntoView` first scrolls it into the window, as a driver's press would.
 */
function placeInPage(selector: string, bringIntoView: boolean) {
  const element = document.querySelector(selector);
  if (!element) return null;
  if (bringIntoView) element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return {
    place: [box.x, box.y, box.width, box.height].map(Math.round).join(','),
    inWindow: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
    reachable: hit !== null && (hit === element || element.contains(hit)),
  };
}

/** Where a target is drawn now (placeInPage) and the CSS that finds it; null while it is not. */
async function placeOf(
  tab: EngineTab,
  target: Target,
  { enabledOnly = false, bringIntoView = false } = {},
) {
  const css = await mark(tab, target, false, enabledOnly);
  if (css === null) return null;
  const place = await run(tab, placeInPage, css, bringIntoView);
  return place && { css, ...place };
}

/**
 * Until a target is wholly in the window and stops moving (the same place at two looks in a
 * row), e.g. a popup that follows the map while it flies to a site, then pans the map to
 * show all of itself: a press before then may land on its neighbour.
 */
export async function waitUntilStill(tab: EngineTab, target: Target): Promise<void> {
  let last: string | null = null;
  await until(
    `${describeTarget(target)} to stop moving`,
    async () => {
      const now = await placeOf(tab, target);
      const still = now?.inWindow === true && now.place === last;
      last = now?.place ?? null;
      return still;
    },
    Boolean,
    { tab },
  );
}
