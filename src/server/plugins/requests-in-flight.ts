import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing the app waits for the handler of every request it received, also when the client
 * has gone. Node's server.close() waits for open connections only: a phone that loses signal
 * (or a balancer that gives up) takes its connection away while the handler still writes,
 * and without this wait the database would close under that write, losing it.
 *
 * A request counts from onRequest until its answer is made (onSend: the handler and every
 * service it called are done). onResponse also ends it, for an answer sent without onSend.
 *
 * Registered after every plugin that closes something (database, media store, listeners), so
 * that its onClose hook (Fastify runs them in reverse order) runs once the server has stopped
 * listening and before any of them closes.
 */
export const requestsInFlightPlugin = fp(async (app: FastifyInstance) => {
  const inFlight = new Set<FastifyRequest>();
  let whenIdle: (() => void) | undefined;
  const finish = (request: FastifyRequest) => {
    if (inFlight.delete(request) && inFlight.size === 0) whenIdle?.();
  };

  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });
  app.addHook('onClose', async () => {
    if (inFlight.size === 0) return;
    app.log.info({ requests: inFlight.size }, 'waiting for handlers whose client has gone');
    await new Promise<void>((resolve) => {
      whenIdle = resolve;
    });
  });
});
