import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Post } from '../../../src/shared/api/social-posts';
import type { Visibility } from '../../../src/shared/api/visibility';
import type { Visit } from '../../../src/shared/api/visits';
import { bearer, registerUser } from './auth';
import type { TestApp } from './test-app';

export type Member = { id: number; access: string; username: string };

/** Signs up a traveller; `display_name` optional. */
export async function member(
  t: TestApp,
  fields: { display_name?: string; username?: string } = {},
) {
  const { user, access } = await registerUser(t.app, fields);
  return { id: user.id, access, username: user.username } satisfies Member;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api{path} as `who` (undefined: a visitor). */
export function api(
  t: TestApp,
  who: Member | undefined,
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api${path}`,
    headers: { ...(who ? bearer(who.access) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** Records a visit (the post) and returns it; moves the clock a second first, so posts order. */
export async function visit(
  t: TestApp,
  who: Member,
  siteId: number,
  fields: {
    visibility?: Visibility;
    notes?: string;
    comment?: string;
    share_to_feed?: boolean;
  } = {},
): Promise<Visit> {
  t.clock.advance(1000);
  const res = await api(t, who, 'POST', `/heritage/sites/${siteId}/visit/`, {
    visited_date: '2030-01-01',
    rating: 4,
    ...fields,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** The ids of a page of posts, in order. */
export const ids = (res: LightMyRequestResponse): number[] =>
  res.json().results.map((p: Post) => p.id);

/** Catalogue site ids, enough for a test file's visits. */
export async function siteIds(t: TestApp, n = 60): Promise<number[]> {
  const res = await t.app.inject(`/api/heritage/sites/?limit=${n}`);
  return res.json().results.map((s: { id: number }) => s.id);
}
