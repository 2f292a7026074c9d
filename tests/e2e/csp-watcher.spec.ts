import { expect, test } from './support/test';

/**
 * The guard itself (support/test.ts): a CSP violation on a page the test opened on its own,
 * not through the `page` fixture, is recorded, so the test that caused it would fail.
 */
test('a CSP violation on a page opened with context.newPage() is caught', async ({
  context,
  cspViolations,
}) => {
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://blocked.example/pixel.png';
    document.body.append(image);
  });
  await expect
    .poll(() => cspViolations.map((v) => `${v.directive} ${v.blocked}`))
    .toEqual(['img-src https://blocked.example/pixel.png']);
  // Caught: emptied, so this test itself passes the guard's end-of-test check.
  cspViolations.length = 0;
});
