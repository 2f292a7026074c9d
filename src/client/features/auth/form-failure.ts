import { describeFailure } from '../../api/http';

/**
 * What a form says when sending it failed (the auth and profile forms alike): the server's
 * refusal read by `fromAnswer` (its own reasons, by field where it gave them), or
 * `unanswered` when no answer came (offline, a timeout, a session that could not be renewed),
 * where there is nothing to fix in the form. Reads the error once: it consumes the body.
 */
export async function formFailure<Shown>(
  error: unknown,
  fromAnswer: (body: unknown) => Shown,
  unanswered: Shown,
): Promise<Shown> {
  const failure = await describeFailure(error);
  return failure.kind === 'http' ? fromAnswer(failure.body) : unanswered;
}
