import type { FastifyRequest } from 'fastify';
import type { Device } from '../services/auth-session-service';

/** The device a sign-in request comes from, as the account's device list names it. */
export function deviceOf(request: FastifyRequest): Device {
  return { userAgent: request.headers['user-agent'] };
}
