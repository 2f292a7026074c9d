import { expect, type Page } from '@playwright/test';

/**
 * The app's service worker and its caches, seen from a page (Chromium). The worker
 * registers after the page's load event, once the first screen's own loading (a first visit's
 * catalogue download) has settled, and precaches the whole build; these helpers wait for it
 * and read what it stored.
 */
export class ServiceWorkerState {
  constructor(private readonly page: Page) {}

  /** Waits until the service worker is active and controls this page (first install claims it). */
  async waitUntilControlling(): Promise<void> {
    await this.page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
  }

  /** The script URL of the worker controlling this page, or null. */
  controllerUrl(): Promise<string | null> {
    return this.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  }

  cacheNames(): Promise<string[]> {
    return this.page.evaluate(() => caches.keys());
  }

  /** How many responses a cache holds (0 when it does not exist). */
  cacheEntries(name: string): Promise<number> {
    return this.page.evaluate(async (cacheName) => {
      if (!(await caches.has(cacheName))) return 0;
      return (await (await caches.open(cacheName)).keys()).length;
    }, name);
  }

  /** Asks the browser to check for a new sw.js now (as it does on navigations). */
  async checkForUpdate(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  }

  /**
   * Asks the controlling worker a question over a MessageChannel; null when it does not
   * answer within a second (the app's own worker answers no questions).
   */
  ask(question: string): Promise<unknown> {
    return this.page.evaluate(
      (message) =>
        new Promise((resolve) => {
          const controller = navigator.serviceWorker.controller;
          if (!controller) return resolve(null);
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          setTimeout(() => resolve(null), 1000);
          controller.postMessage(message, [channel.port2]);
        }),
      question,
    );
  }
}
