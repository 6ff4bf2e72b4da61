#!/usr/bin/env node
// `npm run lighthouse` (a light first visit, docs/architecture.md#the-first-visit): Lighthouse's
// mobile run (its default form factor and simulated throttling: a mid-range phone on slow 4G) of
// the home page, the login page and the member dashboard, against the built server started as `npm
// start` starts it (a build first when it is missing or stale) on a free port, with the demo data
// in memory. Prints each page's scores and metrics and PASS/FAIL per goal; exits 1 when a goal
// fails. Runs under tsx (package.json) so it can share e2e/support/server-process.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from '../e2e/support/server-process.ts';

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const DEMO_LOGIN = { email_userName: 'demo@example.com', password: 'demo12345' };

/** The goals of a light first visit: docs/design.md#performance-goals. */
const GOALS = {
  homeScriptKb: 100,
  performance: 95,
  accessibility: 95,
};

const PAGES = [
  { name: 'home', path: '/', member: false },
  { name: 'login', path: '/login', member: false },
  { name: 'dashboard', path: '/member/dashboard', member: true },
];

/** The demo member's session cookies (name and value), through the real login API. */
async function demoSessionCookies(origin) {
  const response = await fetch(`${origin}/userRoute/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ obj: { ...DEMO_LOGIN, loginRemember_state: false } }),
  });
  if (!response.ok) {
    throw new Error(`login answered ${response.status}: ${await response.text()}`);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0];
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  if (cookies.length === 0) throw new Error('login set no cookie');
  return cookies;
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const scriptBytes = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, kb: item.transferSize / 1024 }));
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKb: scriptBytes / 1024,
    scripts,
    finalUrl: lhr.finalDisplayedUrl,
    failedA11y: Object.values(lhr.audits)
      .filter(
        (a) =>
          lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.score.toFixed(3)} ${item.node?.selector ?? '?'}`,
    ),
  };
}

const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
const pad = (text, width) => String(text).padEnd(width);

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ],
});

const results = [];
let browser;
try {
  // The member page runs in a browser that holds the session cookie, as after a login (the
  // page's own requests and its socket carry it); Lighthouse's storage reset keeps cookies.
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const cookies = await demoSessionCookies(server.origin);
  for (const page of PAGES) {
    const tab = await browser.newPage();
    // PAGES lists the member page last: the visitor's pages run without the cookie.
    if (page.member) {
      await browser.setCookie(
        ...cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1', path: '/' })),
      );
    }
    const runner = await lighthouse(
      `${server.origin}${page.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      undefined,
      tab,
    );
    await tab.close();
    if (!runner) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (runner.lhr.runtimeError) {
      throw new Error(`${page.path}: ${runner.lhr.runtimeError.message}`);
    }
    if (process.env.LIGHTHOUSE_SAVE) {
      // The whole report, for a closer look (LCP element, request chains, main-thread work).
      const name = page.path.replaceAll('/', '_') || '_';
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}.json`), JSON.stringify(runner.lhr));
    }
    results.push({ page, ...summarise(runner.lhr) });
  }
} finally {
  await browser?.disconnect();
  chrome.kill();
  await server.stop();
}

console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown)\n');
console.log(
  [
    pad('page', 20),
    pad('perf', 5),
    pad('a11y', 5),
    pad('FCP ms', 7),
    pad('LCP ms', 7),
    pad('TBT ms', 7),
    pad('CLS', 6),
    'JS KB (compressed)',
  ].join(' '),
);
for (const r of results) {
  console.log(
    [
      pad(r.page.path, 20),
      pad(r.performance, 5),
      pad(r.accessibility, 5),
      pad(Math.round(r.fcpMs), 7),
      pad(Math.round(r.lcpMs), 7),
      pad(Math.round(r.tbtMs), 7),
      pad(r.cls.toFixed(3), 6),
      r.scriptKb.toFixed(1),
    ].join(' '),
  );
}

const verbose = process.env.LIGHTHOUSE_VERBOSE === '1';
for (const r of results) {
  if (!r.finalUrl.endsWith(r.page.path)) {
    console.log(`\nnote: ${r.page.path} ended at ${r.finalUrl}`);
  }
  if (!verbose) continue;
  console.log(`\n${r.page.path}`);
  for (const s of r.scripts) console.log(`  script ${s.kb.toFixed(1)} KB ${s.url}`);
  if (r.layoutShifts.length > 0) console.log(`  layout shifts: ${r.layoutShifts.join('; ')}`);
  if (r.opportunities.length > 0) console.log(`  opportunities: ${r.opportunities.join('; ')}`);
  if (r.failedA11y.length > 0)
    console.log(`  accessibility audits failed: ${r.failedA11y.join(', ')}`);
}

console.log('\nGoals (a light first visit)');
const checks = [];
const home = results.find((r) => r.page.name === 'home');
checks.push([
  `home page JavaScript <= ${GOALS.homeScriptKb} KB compressed (${home.scriptKb.toFixed(1)} KB)`,
  home.scriptKb <= GOALS.homeScriptKb,
]);
for (const r of results) {
  checks.push([
    `${r.page.path} performance >= ${GOALS.performance} (${r.performance})`,
    r.performance >= GOALS.performance,
  ]);
  checks.push([
    `${r.page.path} accessibility >= ${GOALS.accessibility} (${r.accessibility})`,
    r.accessibility >= GOALS.accessibility,
  ]);
}
for (const [label, ok] of checks) console.log(`${verdict(ok)} ${label}`);
const failed = checks.filter(([, ok]) => !ok).length;
console.log(`\n${checks.length - failed} goals passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
