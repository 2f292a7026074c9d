import sharp from 'sharp';
import type { Random } from './random';

/** Pictures the seeder draws: SVG rendered by sharp, so the demo ships no image files. */

const PALETTE = ['#c0392b', '#16a085', '#2980b9', '#8e44ad', '#d35400', '#27ae60', '#2c3e50'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.codePointAt(0)};`);
}

/** A round avatar with the traveller's initials on a colour of their own. */
export function drawAvatar(random: Random, initials: string): Promise<Buffer> {
  const colour = random.pick(PALETTE);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${colour}"/>
    <circle cx="128" cy="100" r="46" fill="#ffffff" fill-opacity="0.25"/>
    <text x="128" y="170" font-family="sans-serif" font-size="92" font-weight="bold"
      text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A landscape: sky, sun, hills and a monument's silhouette, different for every seed. */
export function drawPhoto(random: Random): Promise<Buffer> {
  const sky = random.pick(['#87ceeb', '#f4a261', '#a8dadc', '#ffb4a2', '#6d6875']);
  const ground = random.pick(['#2a9d8f', '#606c38', '#bc6c25', '#457b9d']);
  const hills = Array.from({ length: 3 }, (_, i) => {
    const x = random.int(-100, 700);
    const r = random.int(150, 320);
    return `<circle cx="${x}" cy="${480 + r * 0.4}" r="${r}" fill="${ground}" fill-opacity="${0.5 + i * 0.2}"/>`;
  }).join('');
  const w = random.int(60, 140);
  const h = random.int(120, 260);
  const x = random.int(150, 450);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="${sky}"/>
    <circle cx="${random.int(60, 580)}" cy="${random.int(50, 160)}" r="${random.int(25, 50)}" fill="#fff3b0"/>
    ${hills}
    <polygon points="${x},${400 - h} ${x - w / 2},400 ${x + w / 2},400" fill="#33312e" fill-opacity="0.85"/>
    <rect x="0" y="400" width="640" height="80" fill="${ground}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
