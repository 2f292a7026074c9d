/** What the install control needs to know about the browser it runs in. */

/** Already running as the installed app (Android/desktop display mode, or iOS home screen). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * iOS Safari, which never offers `beforeinstallprompt`: installing is Share → Add to Home
 * Screen. iPadOS reports itself as a Mac, told apart by its touch screen. Other iOS
 * browsers (CriOS, FxiOS, EdgiOS…) are left out: their menus differ.
 */
export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
  return ios && safari;
}

/**
 * WebKit's tracking prevention: Safari, and every browser on iOS (all WebKit), deletes what
 * a site stored (IndexedDB included) after seven days of use without a visit to it, unless
 * the site runs from the home screen. Chromium-based and Gecko browsers elsewhere do not.
 */
export function clearsStorageAfterSevenDays(userAgent = navigator.userAgent): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  if (ios) return true;
  return (
    /AppleWebKit\//.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/Chrome\/|Chromium\/|Edg\/|OPR\/|Android/.test(userAgent)
  );
}
