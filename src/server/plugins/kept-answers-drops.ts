import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/connect';

/**
 * What an instance keeps until told of a change (services/kept-answers.ts,
 * services/post-cards.ts): `changed` with the notification's payload, '' for any change.
 */
export type KeptUntilChanged = {
  changed: (payload: string) => void;
  setLive: (live: boolean) => void;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Wires answers an instance keeps (services/kept-answers.ts) to what drops them: the
 * database's notifications on `channel`, and a change this instance answered (a write that
 * succeeded, on one of `routes` when given), before that answer leaves, so whoever made the
 * change reads it back at once. Stops listening when the app closes.
 */
export async function dropKeptAnswersOnChanges(
  app: FastifyInstance,
  options: {
    handle: DatabaseHandle;
    channel: string;
    answers: KeptUntilChanged;
    routes?: ReadonlySet<string>;
  },
): Promise<void> {
  const { answers, routes } = options;
  const stopWatching = await options.handle.watch(options.channel, {
    changed: (payload) => answers.changed(payload),
    live: (live) => answers.setLive(live),
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    const changed =
      !READS.has(request.method) &&
      reply.statusCode < 400 &&
      (!routes || (route !== undefined && routes.has(route)));
    if (changed) answers.changed('');
    done(null, payload);
  });
  // Before the database closes (its onClose hook was added earlier, so it runs later).
  app.addHook('onClose', () => stopWatching());
}

/**
 * The plugin of some answers an instance keeps: made once by `make`, on the app as `name`
 * (declared by the plugin's module), dropped as dropKeptAnswersOnChanges() says.
 */
export function keptAnswersPlugin<K extends keyof FastifyInstance>(
  name: K,
  make: () => FastifyInstance[K] & KeptUntilChanged,
  drops: { channel: string; routes?: ReadonlySet<string> },
) {
  return fp(async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    const answers = make();
    await dropKeptAnswersOnChanges(app, { handle: options.handle, answers, ...drops });
    // Typed by the signature above; Fastify's own typing cannot follow a generic name.
    app.decorate(name as string, answers as unknown);
  });
}
