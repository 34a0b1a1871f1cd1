// Measures Largest Contentful Paint and Cumulative Layout Shift of the public pages in Debian's Chromium, with the
// CPU slowed down 4× through the DevTools protocol and a cold cache (a new browser context per load), against a
// running production build (`npm run build`, then `node apps/api/dist/server.js`). A measurement, not a test.
//
//   node scripts/measure-lcp.mjs [--base http://127.0.0.1:3000] [--runs 5] [--throttle 4] [--shifts] [path ...]
//
// Paths default to the public pages; `:course` is replaced by the first course of the catalog (GET /api/courses).
// Prints one line per page: median, min and max LCP in ms, median FCP, the largest CLS seen and the LCP element.
// With --shifts, also each layout shift of the load with the largest CLS: its time, value and the elements that
// moved (tag, id, first classes, top and height before → after).
/* global window -- OBSERVE and the page.evaluate callback run in the browser */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
    shifts: { type: 'boolean', default: false },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const base = values.base.replace(/\/+$/, '');
const runs = Number(values.runs);
const throttle = Number(values.throttle);
const DEFAULT_PATHS = [
  '/',
  '/dashboard/courses',
  '/dashboard/courses/:course',
  '/dashboard/choose-your-plan',
  '/verify/CCLE-2026-7KQ2M9XD',
];

/** Records LCP candidates and layout shifts from the first paint (runs before any page script). */
const OBSERVE = () => {
  const state = { lcp: 0, element: '', shifts: [] };
  window.__perf = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.lcp = entry.startTime;
      const node = entry.element;
      state.element = node
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
        const name = node
          ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
              typeof node.className === 'string' && node.className
                ? `.${node.className.trim().split(/\s+/).slice(0, 3).join('.')}`
                : ''
            }`
          : '(removed)';
        return `${name} ${Math.round(from.y)}→${Math.round(to.y)} h${Math.round(from.height)}→${Math.round(to.height)}`;
      });
      state.shifts.push({ t: entry.startTime, v: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** CLS as Chrome reports it: the largest session window (shifts < 1 s apart, window at most 5 s). */
function cls(shifts) {
  let best = 0;
  let current = 0;
  let start = 0;
  let last = -Infinity;
  for (const { t, v } of shifts) {
    if (t - last > 1000 || t - start > 5000) {
      current = 0;
      start = t;
    }
    current += v;
    last = t;
    best = Math.max(best, current);
  }
  return best;
}

async function resolvePath(path) {
  if (!path.includes(':course')) return path;
  const response = await fetch(`${base}/api/courses?pageSize=1&sort=newest`);
  const list = await response.json();
  const slug = list.items?.[0]?.slug;
  if (!slug) throw new Error('The catalog has no course to measure');
  return path.replace(':course', slug);
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Late layout shifts and the last LCP candidate: give the page a moment after the network settles.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => ({
      ...window.__perf,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
  } finally {
    await context.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  console.log(`LCP/CLS at ${throttle}x CPU throttle, cold cache, ${runs} loads per page, ${base}`);
  for (const path of positionals.length > 0 ? positionals : DEFAULT_PATHS) {
    const resolved = await resolvePath(path);
    // One unmeasured load first, so the server's own first-request work (JIT, database pages) is not counted.
    await measureOnce(browser, base + resolved);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measureOnce(browser, base + resolved));
    const lcps = results.map((result) => result.lcp);
    const fcp = median(results.map((result) => result.fcp));
    const worst = results.reduce((a, b) => (cls(b.shifts) > cls(a.shifts) ? b : a));
    const worstCls = cls(worst.shifts);
    console.log(
      `${resolved.padEnd(52)} LCP median ${Math.round(median(lcps))} ms (min ${Math.round(Math.min(...lcps))}, ` +
        `max ${Math.round(Math.max(...lcps))})  FCP median ${Math.round(fcp)} ms  CLS max ${worstCls.toFixed(3)}  LCP element ${results.at(-1)?.element}`,
    );
    if (values.shifts) {
      for (const { t, v, sources } of worst.shifts) {
        console.log(`    shift at ${Math.round(t)} ms  ${v.toFixed(4)}  ${sources.join('; ')}`);
      }
    }
  }
} finally {
  await browser.close();
}
