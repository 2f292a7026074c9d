import { expect, it } from 'vitest';
import { KeptAnswers } from '../../../src/server/services/kept-answers';

it('keeps at most its number of answers, dropping the oldest first', async () => {
  const kept = new KeptAnswers<string>({ maxAgeMs: 60_000, maxEntries: 2 }, () => 0);
  kept.setLive(true);
  const reads: string[] = [];
  const read = (key: string) => () => {
    reads.push(key);
    return Promise.resolve(key);
  };
  for (const key of ['a', 'b', 'a', 'c', 'b', 'a']) await kept.answer(key, read(key));
  // 'c' pushed out 'a' (the oldest kept); 'b' was still kept; 'a' had to be read again.
  expect(reads).toEqual(['a', 'b', 'c', 'a']);
});
