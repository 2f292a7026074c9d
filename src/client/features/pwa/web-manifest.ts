/**
 * The web app manifest (vite-plugin-pwa writes it to /manifest.webmanifest and links it
 * from index.html). Japanese, like the app. Colours follow src/client/styles/tokens.css:
 * theme = --indigo-700 (also index.html's theme-color), background = --paper.
 * Icons come from scripts/generate-icons.mjs, screenshots from scripts/capture-screenshots.ts.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#1d3557';
export const BACKGROUND_COLOR = '#f7f4ee';

export const webManifest: Partial<ManifestOptions> = {
  // The app's identity for the browser: stays the same if start_url ever changes.
  id: '/',
  name: 'Heritage Passport',
  short_name: '遺産パスポート',
  description:
    'ユネスコ世界遺産の訪問を記録して集めるアプリ。一度開けば、電波のない場所でも地図と記録が使えます。',
  lang: 'ja',
  dir: 'ltr',
  start_url: '/map',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['travel', 'education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  screenshots: [
    {
      src: '/screenshots/map-narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: '世界遺産の地図（スマートフォン）',
    },
    {
      src: '/screenshots/map-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: '世界遺産の地図と一覧',
    },
  ],
};
