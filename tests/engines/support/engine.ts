/**
 * What a journey needs from a browser, the same in every engine: a tab that loads the app,
 * runs a function in the page, and presses, types and picks files like a person (real input
 * events through the driver, never synthetic DOM events). firefox.ts and webkit.ts implement
 * it over their drivers; the page models (pages/) and journeys only see this.
 */

/** An element described as a person would find it: a kind of control and its visible name. */
export type Target = {
  /** CSS for the kind of element, e.g. 'button' or '[role="dialog"]'. */
  css: string;
  /** Its accessible name (aria-label, label, or text); a RegExp matches part of it. */
  name?: string | RegExp;
  /** Only inside this element. */
  within?: Target;
};

export type EngineName = 'firefox' | 'webkit';

export interface EngineTab {
  /** Loads a path of the app (through the switchable network). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `script` (a function's source) in the page with JSON arguments and returns its
   * JSON result; the function may be async.
   */
  runScript<T>(script: string, args: unknown[]): Promise<T>;
  /** Presses the element a CSS selector finds. */
  clickCss(css: string): Promise<void>;
  /** Replaces the text of an input found by CSS, typing it key by key. */
  typeCss(css: string, text: string): Promise<void>;
  /** Gives a file input found by CSS a file from disk. */
  chooseFileCss(css: string, path: string): Promise<void>;
  /** A PNG of the tab, for a failed test's report. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly name: EngineName;
  /**
   * Whether IndexedDB takes Blobs (a visit's photo waits there). WebKitWebDriver's
   * MiniBrowser runs an ephemeral session, like Safari's private browsing, where WebKit
   * refuses them.
   */
  readonly storesBlobs: boolean;
  /** The tab the browser opened with. */
  readonly firstTab: EngineTab;
  /** A new tab in the same profile (same storage, same service worker). */
  newTab(): Promise<EngineTab>;
  /**
   * A new tab whose documents first run `script` (a function's source), before the app's
   * own code: to take away features the engine has. Null where the driver cannot (classic
   * WebDriver has no such hook).
   */
  newTabPreparedBy: ((script: string) => Promise<EngineTab>) | null;
  close(): Promise<void>;
}

/** Everything a browser needs to reach the app: the origin the switchable network serves. */
export type LaunchOptions = { origin: string };
