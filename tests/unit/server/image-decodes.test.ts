import { describe, expect, it } from 'vitest';
import { imageDecodes } from '../../../src/server/media/image-decodes';

/** A decode the test finishes by hand. */
function heldDecode() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, work: () => done };
}

describe('image decodes queue', () => {
  it('waiting decodes start in the order they came, as slots free up', async () => {
    const decodes = imageDecodes({ slots: 1 });
    const order: string[] = [];
    const first = heldDecode();
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => {
      firstStarted = resolve;
    });
    const running = decodes.run(async () => {
      order.push('first');
      firstStarted();
      await first.work();
    });
    const later = ['second', 'third'].map((name) =>
      decodes.run(async () => {
        order.push(name);
      }),
    );
    await started;
    expect(order).toEqual(['first']);
    first.finish();
    await Promise.all([running, ...later]);
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('a decode that fails gives its slot back', async () => {
    const decodes = imageDecodes({ slots: 1 });
    await expect(decodes.run(() => Promise.reject(new Error('not an image')))).rejects.toThrow(
      'not an image',
    );
    await expect(decodes.run(async () => 'decoded')).resolves.toBe('decoded');
  });
});
