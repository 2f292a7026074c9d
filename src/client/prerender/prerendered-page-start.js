// Written into each prerendered page's <head> by scripts/prerender-pages.ts, which calls it
// with the page's entry script and the modules to preload (issue #6). The prerendered pages
// paint from their HTML and CSS alone and their scripts only make them work, so the scripts
// are asked for once the first contentful paint has been presented: until then the network
// and the main thread belong to the stylesheet and the paint. A page opened in the
// background has nothing to paint yet and starts at once; a browser that cannot report its
// paints waits two frames; and should no paint be reported (a stylesheet that never
// arrives), the scripts are asked for after 3 s all the same.
// Until the app has taken the page over, a press on one of its buttons (the menu, the
// language switch) would go nowhere: the pressed buttons are kept, in order, in an array on
// window under the name the build passes as `earlyPresses`, and the app presses them again
// once it has adopted the page (src/client/prerender/early-presses.ts). The cookie banner's
// buttons are left to the consent script, which answers them itself.
// No imports: it runs before any of the app's code, and the CSP allows exactly this text by
// its hash (inline-script-hashes.json). tests/e2e/prerendered-map.spec.ts checks both.
(entry, preloads, earlyPresses) => {
  const pressed = [];
  window[earlyPresses] = pressed;
  const keepPress = (event) => {
    // Once the app has taken the presses (it removes the array), React answers them.
    if (window[earlyPresses] !== pressed) {
      document.removeEventListener('click', keepPress, true);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !button.hasAttribute('data-consent-answer')) pressed.push(button);
  };
  document.addEventListener('click', keepPress, true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(start));
  }
  setTimeout(start, 3000);
};
