// Time to a usable login form: the app's `/` against a plain HTML page holding the same form (the markup
// the app renders, with the same stylesheet and no script: bench/global-setup.ts), served by the same
// server in the same run. Each round opens both in fresh browser contexts (nothing cached), in
// alternating order. An init script stamps `performance.now()` (from navigation start) when the e-mail
// field and the Login button are both in the document (on the app that is React's commit, with its
// handlers attached) and when the first contentful paint happens; the form is usable at the later of the
// two (a form not yet on the screen cannot be used). The page reports through a binding, so no script of
// the bench runs in it while it loads. Also counts the bytes over the wire for `/` (document and every
// resource).
import type { Browser } from '@playwright/test';
import { expect, test } from '../harness/fixtures';
import { PLAIN_LOGIN_PATH } from './global-setup';

const ROUNDS = 15;
const WARM_UP = 2;
const BUDGET = { ratio: 2, bytes: 100 * 1024 };

declare global {
  interface Window {
    __usableAt?: number;
    __paintedAt?: number;
    /** Bound by the bench (`exposeBinding`): called once the form is both usable and painted. */
    __reportUsable?: () => void;
  }
}

interface Visit {
  usable: number;
  firstPaint: number;
  bytes: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let resolveReported!: () => void;
    const reported = new Promise<void>((resolve) => {
      resolveReported = resolve;
    });
    await page.exposeBinding('__reportUsable', () => resolveReported());
    await page.addInitScript(() => {
      const report = () => {
        if (window.__usableAt !== undefined && window.__paintedAt !== undefined) window.__reportUsable?.();
      };
      const check = () => {
        if (window.__usableAt !== undefined) return;
        const button = Array.from(document.querySelectorAll('button')).some(
          (b) => b.textContent?.trim() === 'Login',
        );
        if (document.getElementById('login-email') && button) {
          window.__usableAt = performance.now();
          observer.disconnect();
          report();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true });
      new PerformanceObserver((entries) => {
        const paint = entries.getEntriesByName('first-contentful-paint')[0];
        if (paint) window.__paintedAt = paint.startTime;
        report();
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await reported;
    await page.waitForLoadState('load');
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        usable: Math.max(window.__usableAt!, window.__paintedAt!),
        firstPaint: window.__paintedAt!,
        bytes: resources.reduce((sum, entry) => sum + entry.transferSize, navigation.transferSize),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

test('time to a usable login form against a plain page with the same form', async ({ browser, stack }) => {
  const app: Visit[] = [];
  const plain: Visit[] = [];
  for (let round = 0; round < ROUNDS + WARM_UP; round += 1) {
    const order = round % 2 === 0 ? ['app', 'plain'] : ['plain', 'app'];
    for (const which of order) {
      const result = await visit(browser, `${stack.url}${which === 'app' ? '/' : PLAIN_LOGIN_PATH}`);
      if (round >= WARM_UP) (which === 'app' ? app : plain).push(result);
    }
  }
  const ratios = app.map((a, i) => a.usable / plain[i]!.usable);
  const ratio = median(ratios);
  const bytes = median(app.map((a) => a.bytes));
  const row = (label: string, visits: Visit[]) =>
    `[bench]   ${label.padEnd(12)} usable form median ${median(visits.map((v) => v.usable)).toFixed(0)} ms, first paint ${median(visits.map((v) => v.firstPaint)).toFixed(0)} ms, ${(median(visits.map((v) => v.bytes)) / 1024).toFixed(1)} KB over the wire`;
  console.log(
    [
      `[bench] login form, ${ROUNDS} paired rounds (fresh context each, after ${WARM_UP} warm-up), same server`,
      row('app /', app),
      row('plain page', plain),
      `[bench]   app / plain page (median of the pairs' ratios): ${ratio.toFixed(2)}x (budget ${BUDGET.ratio}x: ${ratio <= BUDGET.ratio ? 'ok' : 'OVER'})`,
      `[bench]   bytes over the wire for /: ${(bytes / 1024).toFixed(1)} KB (budget ${BUDGET.bytes / 1024} KB: ${bytes <= BUDGET.bytes ? 'ok' : 'OVER'})`,
    ].join('\n'),
  );
  expect.soft(ratio, 'app / plain page, time to a usable login form').toBeLessThanOrEqual(BUDGET.ratio);
  expect.soft(bytes, 'bytes over the wire for /').toBeLessThanOrEqual(BUDGET.bytes);
});
