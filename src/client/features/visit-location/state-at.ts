import type { StateShape } from './state-shapes-file';

/** A position as the Geolocation API gives it, in degrees. */
export interface LonLat {
  latitude: number;
  longitude: number;
}

/**
 * How far outside a state's shape a position may be and still count as in it: the 1:50m
 * coastlines leave out small islands and cut bays, and a traveller may stand on a ferry or a
 * shore. Far enough for that, near enough not to pick a country across a sea.
 */
export const NEAR_STATE_KM = 15;

const KM_PER_DEGREE = 111.2;

/** Which of the candidate states a position is in, and whether it was inside or only near. */
export type StateFound = { code: string; inside: boolean } | null;

/** Ray casting over every ring: holes and islands count by the same even-odd rule. */
function isInside(shape: StateShape, { longitude: x, latitude: y }: LonLat): boolean {
  const [west, south, east, north] = shape.box;
  if (x < west || x > east || y < south || y > north) return false;
  let inside = false;
  for (const ring of shape.rings) {
    for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
      const xi = ring[i] ?? 0;
      const yi = ring[i + 1] ?? 0;
      const xj = ring[j] ?? 0;
      const yj = ring[j + 1] ?? 0;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * The distance in km from a position to a state's outline, on a plane around the position
 * (good enough within a few tens of km), or Infinity when its box is already farther.
 */
function distanceKm(shape: StateShape, position: LonLat, limitKm: number): number {
  const xScale = KM_PER_DEGREE * Math.cos((position.latitude * Math.PI) / 180);
  const toX = (lon: number) => (lon - position.longitude) * xScale;
  const toY = (lat: number) => (lat - position.latitude) * KM_PER_DEGREE;
  const [west, south, east, north] = shape.box;
  const boxDx = Math.max(toX(west), 0, -toX(east));
  const boxDy = Math.max(toY(south), 0, -toY(north));
  if (Math.hypot(boxDx, boxDy) > limitKm) return Number.POSITIVE_INFINITY;
  let nearest = Number.POSITIVE_INFINITY;
  for (const ring of shape.rings) {
    for (let i = 2; i < ring.length; i += 2) {
      const ax = toX(ring[i - 2] ?? 0);
      const ay = toY(ring[i - 1] ?? 0);
      const bx = toX(ring[i] ?? 0);
      const by = toY(ring[i + 1] ?? 0);
      const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
      // The closest point of the segment to the position (at 0, 0).
      const t =
        length2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * (bx - ax) + ay * (by - ay)) / length2));
      nearest = Math.min(nearest, Math.hypot(ax + t * (bx - ax), ay + t * (by - ay)));
    }
  }
  return nearest;
}

function boxArea({ box: [west, south, east, north] }: StateShape): number {
  return (east - west) * (north - south);
}

/**
 * Which of a site's states (ISO alpha-2, lower case) a position is in: the state whose shape
 * contains it (the smaller one if two do: a city state may be drawn within its neighbour),
 * else the nearest within NEAR_STATE_KM, else null. A state with no shape is never the
 * answer. Only the site's states are known here, so a position just across the border in a
 * third state (Andorra, between France and Spain) is taken for the nearer of them; the form
 * shows what it chose and the traveller can change it.
 */
export function stateAt(
  position: LonLat,
  codes: readonly string[],
  shapes: ReadonlyMap<string, StateShape>,
): StateFound {
  const candidates = codes.flatMap((code) => {
    const shape = shapes.get(code);
    return shape ? [{ code, shape }] : [];
  });
  const containing = candidates
    .filter(({ shape }) => isInside(shape, position))
    .sort((a, b) => boxArea(a.shape) - boxArea(b.shape));
  if (containing[0]) return { code: containing[0].code, inside: true };
  let found: StateFound = null;
  let nearest = NEAR_STATE_KM;
  for (const { code, shape } of candidates) {
    const distance = distanceKm(shape, position, nearest);
    if (distance <= nearest) {
      nearest = distance;
      found = { code, inside: false };
    }
  }
  return found;
}
