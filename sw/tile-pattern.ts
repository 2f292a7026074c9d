/**
 * Which requests are map tiles, derived from the same XYZ template the map uses
 * (src/client/config.ts TILE_URL), so changing the provider changes both at once.
 *
 * Why a URL pattern and not "destination image + tile origin": the pattern only takes what
 * OpenLayers asks for ({z}/{x}/{y} with numbers), so any other image the provider's host may
 * serve (logos, error pages) is not stored as a tile and never takes a tile's place; it also
 * keeps matching if the map ever loads tiles with fetch() (destination '') instead of <img>.
 */

const NUMBER = '\\d+';

/** One placeholder of the template as a regular-expression fragment. */
function placeholder(name: string): string {
  if (name === 'z' || name === 'x' || name === 'y' || name === '-y') return NUMBER;
  // OpenLayers expands ranges such as {a-c} or {1-4} into one URL per value.
  const range = /^([a-z0-9])-([a-z0-9])$/i.exec(name);
  if (range) return `[${range[1]}-${range[2]}]`;
  // Anything else stays within one path segment or query value.
  return '[^/?#&]+';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A RegExp matching the full URL of any tile the template can produce. */
export function tileUrlPattern(template: string): RegExp {
  let source = '';
  let last = 0;
  for (const match of template.matchAll(/\{([^}]+)\}/g)) {
    source += escapeRegExp(template.slice(last, match.index));
    source += placeholder(match[1] ?? '');
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return new RegExp(`^${source}$`);
}
