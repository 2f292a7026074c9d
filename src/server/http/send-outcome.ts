import type { FastifyReply } from 'fastify';
import type { IdempotentOutcome } from '../services/idempotency-service';

/** Sends an effect's outcome; a replay says so in `Idempotent-Replayed: true`. */
export function sendOutcome(reply: FastifyReply, outcome: IdempotentOutcome): FastifyReply {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(outcome.status);
  return outcome.body === null ? reply.send() : reply.send(outcome.body);
}
