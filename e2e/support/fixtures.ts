import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright itself tries to run its helper script in every frame; in a frame sandboxed without `allow-scripts`
 * (the development mailbox shows each e-mail's HTML part in one) Chromium logs this refusal now and then.
 * It is not the application's error (microsoft/playwright#33343), so it alone is ignored.
 */
const PLAYWRIGHT_SANDBOX_NOISE =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/**
 * Every browser test fails on an unexpected console error or page error (docs/engineering-rules.md#tests), and gets `checkA11y`,
 * which runs axe on the current page and fails on any serious or critical violation.
 */
export const test = base.extend<{ consoleErrors: string[]; checkA11y: (label?: string) => Promise<void> }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !PLAYWRIGHT_SANDBOX_NOISE.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, use) => {
    await use(async (label = page.url()) => {
      await runAxe(page, label);
    });
  },
});

export async function runAxe(page: Page, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${label}`).toEqual([]);
}

/**
 * Waits for the page's finite animations (a toast fading in, a dialog opening) to end, so axe judges colours at
 * full opacity, as a reader sees them, and not a frame of a fade. Endless ones (a spinner) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  // Again until a couple of frames pass with nothing animating: a toast that mounts just after a check (its reply
  // arrived a moment later) starts its fade-in then, and axe would judge its colours half-transparent.
  await page.evaluate(async () => {
    const deadline = Date.now() + 3_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    while (Date.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (running.length === 0) return;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
      ]);
    }
  });
}

export { expect };
