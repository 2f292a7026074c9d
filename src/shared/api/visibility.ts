import { z } from 'zod';
import { VISIBILITIES } from '../limits';

/**
 * Who sees a visit as a post: `public` everyone (visitors too), `followers`
 * the author's followers, `private` the author alone. A post the caller may
 * not see answers 404, like one that does not exist.
 */
export const visibilitySchema = z.enum(VISIBILITIES).meta({ id: 'Visibility' });
export type Visibility = z.infer<typeof visibilitySchema>;
