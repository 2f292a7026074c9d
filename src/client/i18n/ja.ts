import { jaFirstScreen } from './ja-first-screen';
import { jaScreens } from './ja-screens';

/**
 * Every Japanese message, the source of every message key. The app never imports this
 * module's values: it loads its two parts (catalogues.ts), the first screen's with the app
 * and the other screens' with them (docs/PERF.md P1). Tests and the build's prerender read it.
 */
export const ja = { ...jaFirstScreen, ...jaScreens };

export type FirstScreenMessageKey = keyof typeof jaFirstScreen;
export type ScreensMessageKey = keyof typeof jaScreens;
export type MessageKey = FirstScreenMessageKey | ScreensMessageKey;

/** A whole catalogue: every key of `ja`, no more, no less. */
export type Messages = Record<MessageKey, string>;
/** The first screen's part of a catalogue (ja-first-screen.ts). */
export type FirstScreenMessages = Record<FirstScreenMessageKey, string>;
/** The other screens' part of a catalogue (ja-screens.ts). */
export type ScreensMessages = Record<ScreensMessageKey, string>;
