/**
 * The CSP sources a map tile URL template needs. A CSP names hosts, not templates, so the
 * placeholders in the host must become real hosts: OpenLayers turns `{a-c}` into a., b. and
 * c. (one source each), and any other placeholder that is a whole leading label (Leaflet's
 * `{s}`) can only be a wildcard subdomain. Placeholders in the path do not matter here.
 */

const RANGE = /^\{([a-z0-9])-([a-z0-9])\}$/i;

function rangeValues(from: string, to: string): string[] {
  const values: string[] = [];
  for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code += 1) {
    values.push(String.fromCharCode(code));
  }
  return values;
}

/** Each authority the template's host can produce, with ranges expanded. */
function expandRanges(authority: string): string[] {
  const match = /\{[^}]+\}/.exec(authority);
  if (!match) return [authority];
  const range = RANGE.exec(match[0]);
  const before = authority.slice(0, match.index);
  const rest = expandRanges(authority.slice(match.index + match[0].length));
  // Leave other placeholders for the wildcard step, but still expand ranges after them.
  const values = range ? rangeValues(range[1] ?? '', range[2] ?? '') : [match[0]];
  return values.flatMap((value) => rest.map((tail) => `${before}${value}${tail}`));
}

function sourceOf(scheme: string, authority: string): string | undefined {
  const leading = /^\{[^}]+\}\./;
  const wildcard = leading.test(authority);
  // A stand-in label lets URL check and normalise the rest of the host.
  const concrete = authority.replace(leading, 'x.');
  if (/[{}]/.test(concrete)) return undefined;
  try {
    const origin = new URL(`${scheme}//${concrete}`).origin;
    return wildcard ? origin.replace('//x.', '//*.') : origin;
  } catch {
    return undefined;
  }
}

/** The origins (or wildcard host sources) tiles from this template come from. */
export function tileOrigins(urlTemplate: string): string[] {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(urlTemplate);
  if (!match) return [];
  const scheme = (match[1] ?? '').toLowerCase();
  const sources = expandRanges(match[2] ?? '').map((authority) => sourceOf(scheme, authority));
  return [...new Set(sources.filter((source): source is string => source !== undefined))];
}
