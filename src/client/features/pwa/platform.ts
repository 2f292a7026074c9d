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
