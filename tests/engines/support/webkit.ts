/**
 * WebKit (every browser on an iPhone) as Debian's WebKitGTK MiniBrowser, driven by
 * selenium-webdriver against WebKitWebDriver (Debian's webkit2gtk-driver) over classic
 * WebDriver: WebKitGTK's BiDi support is partial, and Selenium is the client its own
 * driver is tested with. MiniBrowser needs a display: the tier runs under xvfb-run.
 *
 * The browser presents itself as iPhone Safari (same engine, same version line), so the
 * app takes the paths an iPhone takes: no install prompt, the home-screen instructions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import type { EngineBrowser, EngineTab, LaunchOptions } from './engine';
import { pageFunction } from './in-page';
import { until } from './wait';

export const MINIBROWSER_BINARY = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBDRIVER_BINARY = '/usr/bin/WebKitWebDriver';

export const IPHONE_SAFARI_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** Desktop-sized, wider than the 1024 px at which the map's list folds away. */
const WINDOW = { width: 1280, height: 900 };

class WebKitTab implements EngineTab {
  constructor(
    private readonly driver: WebDriver,
    readonly handle: string,
    private readonly origin: string,
    private readonly select: (tab: WebKitTab) => Promise<void>,
  ) {}

  private async focus(): Promise<WebDriver> {
    await this.select(this);
    return this.driver;
  }

  async goto(path: string): Promise<void> {
    await (await this.focus()).get(new URL(path, this.origin).href);
  }

  async reload(): Promise<void> {
    await (await this.focus()).navigate().refresh();
  }

  async url(): Promise<string> {
    return (await this.focus()).getCurrentUrl();
  }

  async runScript<T>(source: string, args: unknown[]): Promise<T> {
    return (await this.focus()).executeScript(pageFunction(source), ...args) as Promise<T>;
  }

  async clickCss(css: string): Promise<void> {
    await (await (await this.focus()).findElement(By.css(css))).click();
  }

  async typeCss(css: string, text: string): Promise<void> {
    const element = await (await this.focus()).findElement(By.css(css));
    await element.clear();
    await element.sendKeys(text);
  }

  async chooseFileCss(css: string, path: string): Promise<void> {
    await (await (await this.focus()).findElement(By.css(css))).sendKeys(path);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await (await this.focus()).takeScreenshot(), 'base64');
  }

  async close(): Promise<void> {
    await (await this.focus()).close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startWebDriver(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(WEBDRIVER_BINARY, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until('WebKitWebDriver to answer', async () => (await fetch(`${url}/status`)).ok, Boolean, {
    timeoutMs: 10_000,
  });
  return { url, process: child };
}

export async function launchWebKit(options: LaunchOptions): Promise<EngineBrowser> {
  const server = await startWebDriver();
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(server.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_BINARY,
          args: ['--automation', `--user-agent=${IPHONE_SAFARI_USER_AGENT}`],
        },
      })
      .build();
    await driver.manage().window().setRect(WINDOW);
  } catch (error) {
    server.process.kill();
    throw error;
  }
  let current = await driver.getWindowHandle();
  const select = async (tab: WebKitTab) => {
    if (current === tab.handle) return;
    await driver.switchTo().window(tab.handle);
    current = tab.handle;
  };
  const first = new WebKitTab(driver, current, options.origin, select);
  return {
    name: 'webkit',
    storesBlobs: false,
    firstTab: first,
    async newTab() {
      // A window, not a tab: MiniBrowser leaves a new tab in the background, where the page
      // is hidden and draws nothing (the map waits for a frame that never comes).
      await driver.switchTo().newWindow('window');
      await driver.manage().window().setRect(WINDOW);
      current = await driver.getWindowHandle();
      return new WebKitTab(driver, current, options.origin, select);
    },
    newTabPreparedBy: null,
    async close() {
      try {
        await driver.quit();
      } finally {
        server.process.kill();
      }
    },
  };
}
