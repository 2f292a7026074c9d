import { expect, test } from './support/test';

/**
 * The guard itself (support/test.ts): a CSP violation on a page the test opened on its own,
 * not through the `page` fixture, must still fail the test. Marked test.fail(), so this
 * test fails if the violation goes unnoticed.
 */
test('a CSP violation on a page opened with context.newPage() fails the test', async ({
  context,
}) => {
  test.fail();
  const other = await context.newPage();
  await other.goto('/');
  const blocked = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.effectiveDirective),
        );
        const image = document.createElement('img');
        image.src = 'https://blocked.example/pixel.png';
        document.body.append(image);
      }),
  );
  expect(blocked).toBe('img-src');
});
