import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from '../src/client/features/pwa/web-manifest';

/**
 * vite-plugin-pwa for vite.config.ts: builds sw/sw.ts into dist/client/sw.js with the
 * precache list injected, and writes the manifest. The page registers the worker itself
 * (src/client/features/pwa, production only), so nothing is injected into index.html but
 * the manifest link; `vite dev` has no service worker at all.
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: webManifest,
    devOptions: { enabled: false },
    injectManifest: {
      // A classic script: registered without { type: 'module' }, which older Safari lacks.
      rollupFormat: 'iife',
      // Everything the app can load, so it starts and draws the map with no network:
      // the shell, every chunk (routes, OpenLayers, workers), CSS, fonts, icons and the
      // basemap (world-atlas countries-110m.json, an /assets/*.json file). Screenshots are
      // only for the install sheet: not worth 2 × ~200 KB on every device.
      // (The manifest and its icons are added by the plugin itself: includeManifestIcons.)
      globPatterns: ['**/*.{html,js,css,json,svg,png,webp,ico,woff,woff2}'],
      globIgnores: ['screenshots/**', 'icons/icon-*.png'],
      // The worker reuses the page's outbox code, which reaches zod only for ERROR_CODES
      // (src/shared/api/errors.ts also builds schemas at load). Those schema calls have no
      // effect the worker needs; declared pure, ~150 KB of zod drops out of sw.js.
      rollupOptions: { treeshake: { manualPureFunctions: ['z'] } },
      // The default 2 MiB is kept: the largest file (OpenLayers) is ~370 KB. The build
      // fails if a file outgrows it (vite-plugin-pwa throws), rather than the app silently
      // going without it offline.
    },
  });
}
