import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AuthResponse, RegisterResponse } from '../../../src/shared/api/auth';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export type { TestApp as AuthTestApp, TestAppOptions as AuthTestOptions } from './test-app';
export { startTestApp as startAuthTestApp, TestClock } from './test-app';

let serial = 0;

/** A fresh account name and e-mail address for each call. */
export function freshIdentity(prefix = 'user'): { username: string; email: string } {
  serial += 1;
  const tag = `${prefix}${serial}${Math.random().toString(36).slice(2, 7)}`;
  return { username: tag, email: `${tag}@example.com` };
}

export const GOOD_PASSWORD = 'Kinkaku-ji 1397 gold';

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

export function bearer(access: string): Record<string, string> {
  return { authorization: `Bearer ${access}` };
}

/** Registers an account (username shape) and returns the 201 body. */
export async function registerUser(
  app: FastifyInstance,
  fields: Partial<{ username: string; email: string; password: string; display_name: string }> = {},
): Promise<RegisterResponse & { password: string }> {
  const identity = freshIdentity();
  const body = { ...identity, password: GOOD_PASSWORD, ...fields };
  const res = await post(app, '/api/auth/register/', body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), password: body.password };
}

export async function loginAs(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(app, '/api/auth/login/', { username, password }, headers);
}

export async function refreshWith(app: FastifyInstance, refresh: string) {
  return post(app, '/api/auth/token/refresh/', { refresh });
}

export type { AuthResponse };
