import type { LonLat } from './state-at';

/** Why no position came: the user or the browser refused, none could be had, or too late. */
export type PositionProblem = 'denied' | 'unavailable' | 'timeout';

/**
 * A rough position is enough to tell countries apart, so the device may answer from the
 * network or a fix of the last few minutes rather than wake up its GPS; a traveller who is
 * kept waiting long gives up and picks the country by hand.
 */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

export function canReadPosition(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * Whether the user has already allowed this site their location: only then may the form read
 * it unasked. Where the Permissions API is missing or refuses the question, the answer is no.
 */
export async function locationAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/** The device's position, once; asks the user if they have not yet answered. */
export function readPosition(): Promise<LonLat> {
  return new Promise((resolve, reject: (problem: PositionProblem) => void) => {
    if (!canReadPosition()) {
      reject('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject(
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable',
        ),
      POSITION_OPTIONS,
    );
  });
}
