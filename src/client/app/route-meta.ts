import type { MessageKey } from '../i18n/ja';

/**
 * What a route tells the app shell about itself, via TanStack Router's `staticData`.
 * Keeping it on the route (not in a list of paths inside the shell) means a new screen
 * declares its own title and chrome where it is defined.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Page title before " | Heritage Passport" (SPEC.md §2 analytics titles). */
    titleKey?: MessageKey;
    /** Screens that bring their own top bar and hide the shared header: /, /login, /register. */
    hideHeader?: boolean;
  }
}
