/**
 * Build-time settings of the client. Values come from VITE_* environment variables so a
 * deployment can set them without a code change.
 */

function optionalUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).href;
  } catch {
    // A malformed address would be a broken link: better no link at all.
    return undefined;
  }
}

/** External feedback form (SPEC.md §2 header). Unset means the header shows no link. */
export const FEEDBACK_FORM_URL = optionalUrl(import.meta.env.VITE_FEEDBACK_FORM_URL);

/** The catalogue's source and licence, credited in the footer of every page. */
export const UNESCO_WHC_URL = 'https://whc.unesco.org/';
export const DESCRIPTION_LICENCE_URL = 'https://creativecommons.org/licenses/by-sa/3.0/igo/';
