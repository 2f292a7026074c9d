/**
 * Firefox (Debian's firefox-esr) through WebDriver BiDi with puppeteer-core: Firefox speaks
 * BiDi itself, so no geckodriver (which Debian does not package) is needed, and
 * puppeteer-core never downloads a browser. A fresh profile per launch: a first visit is a
 * real first visit.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import type { EngineBrowser, EngineTab, LaunchOptions } from './engine';
import { pageFunction } from './in-page';

export const FIREFOX_BINARY = '/usr/bin/firefox-esr';

/** Desktop-sized, wider than the 1024 px at which the map's list folds away. */
const VIEWPORT = { width: 1280, height: 900 };

class FirefoxTab implements EngineTab {
  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  runScript<T>(source: string, args: unknown[]): Promise<T> {
    const body = pageFunction(source);
    // BiDi's script.callFunction awaits a returned promise, like WebDriver classic.
    return this.page.evaluate(
      `(function () { ${body} }).apply(null, ${JSON.stringify(args)})`,
    ) as Promise<T>;
  }

  async clickCss(css: string): Promise<void> {
    await this.page.click(css);
  }

  async typeCss(css: string, text: string): Promise<void> {
    const element = await this.page.waitForSelector(css);
    if (!element) throw new Error(`no element ${css}`);
    // Select what is there so the typing replaces it, as a person would.
    await element.click({ count: 3 });
    await this.page.keyboard.press('Backspace');
    await element.type(text);
    await element.dispose();
  }

  async chooseFileCss(css: string, path: string): Promise<void> {
    // The selector names a file input (pages/site-popup.ts): only its type is not inferred.
    const input = (await this.page.$(css)) as ElementHandle<HTMLInputElement> | null;
    if (!input) throw new Error(`no file input ${css}`);
    await input.uploadFile(path);
    await input.dispose();
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.page.screenshot());
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}

export async function launchFirefox(options: LaunchOptions): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_BINARY,
    headless: true,
    defaultViewport: VIEWPORT,
    extraPrefsFirefox: {
      'intl.accept_languages': 'ja-JP,ja',
      // The app asks for persistent storage; Firefox would ask the user with a doorhanger.
      'permissions.default.persistent-storage': 2,
    },
  });
  const [opened] = await browser.pages();
  const first = opened ?? (await browser.newPage());
  return {
    name: 'firefox',
    storesBlobs: true,
    firstTab: new FirefoxTab(first, options.origin),
    async newTab() {
      return new FirefoxTab(await browser.newPage(), options.origin);
    },
    async newTabPreparedBy(script: string) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(`(${script})()`);
      return new FirefoxTab(page, options.origin);
    },
    async close() {
      await browser.close();
    },
  };
}
