/**
 * Renders the app icons from public/icons/icon.svg (the project's own artwork) with sharp:
 *   icon-192.png, icon-512.png        manifest icons, purpose "any" (rounded, transparent corners)
 *   icon-maskable-512.png             purpose "maskable": full-bleed background, artwork inside
 *                                     the safe zone (the centre circle of 80 % diameter)
 *   apple-touch-icon.png (180)        iOS rounds it itself and shows transparency as black,
 *                                     so it is full-bleed like the maskable one
 * Run: node scripts/generate-icons.mjs (outputs are committed; run again after editing the SVG).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BACKGROUND = '#1d3557'; // the SVG's own background, --indigo-700 in tokens.css
/**
 * Share of a full-bleed icon the artwork takes. Its outermost (dotted) ring has radius
 * 212/512; at 0.8 that is 170/512, inside the 204.8/512 safe-zone radius with a margin for
 * launchers that cut a little more.
 */
const FULL_BLEED_SCALE = 0.8;

const svg = await readFile(path.join(iconsDir, 'icon.svg'));

function render(size) {
  return sharp(svg, { density: Math.max(72, (72 * size) / 512) * 4 }).resize(size, size);
}

async function writePng(image, name) {
  await image
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path.join(iconsDir, name));
  console.log(`wrote public/icons/${name}`);
}

async function fullBleed(size) {
  const inner = Math.round(size * FULL_BLEED_SCALE);
  const artwork = await render(inner).png().toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: BACKGROUND },
  }).composite([{ input: artwork, gravity: 'center' }]);
}

await writePng(render(192), 'icon-192.png');
await writePng(render(512), 'icon-512.png');
await writePng(await fullBleed(512), 'icon-maskable-512.png');
await writePng(await fullBleed(180), 'apple-touch-icon.png');
