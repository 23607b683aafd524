import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { OFFLINE_CHROMIUM_FLAGS } from '../../test-support/chromium-flags';
import { median } from './stats';

const run = promisify(execFile);

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (mobile: calibrated from the host's index; desktop: 1). */
  cpuMultiplier: number;
}

/**
 * The phone the mobile runs simulate, as a Lighthouse benchmark index. Lighthouse's default 4× slowdown
 * is meant to move a host in the middle of its high-end desktop bracket (index 1,500–2,000) into the
 * mid-tier mobile bracket (125–800): 1,750 / 4 = 437.5. Following Lighthouse's CPU-throttling guidance
 * (docs/throttling.md, "Calibrating the CPU slowdown"), the multiplier is the host's index over this,
 * so a fast and a slow host simulate the same phone.
 */
export const MOBILE_TARGET_INDEX = 1750 / 4;

/** The slowdown that makes a host of this index simulate the target phone (one decimal; within Lighthouse's 1–20). */
export function calibratedMultiplier(hostIndex: number): number {
  return Math.min(20, Math.max(1, Math.round((hostIndex / MOBILE_TARGET_INDEX) * 10) / 10));
}

/** The host's index as the latest Lighthouse run measured it (the next mobile run is calibrated from it). */
let lastHostIndex: number | null = null;

export interface LighthouseResult extends LighthouseScores {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  /** Audits that lost points in the median run (id: score), for fixing. */
  failing: string[];
}

interface LhReport {
  /** Set when Lighthouse itself failed to record the run (e.g. NO_NAVSTART): a tool fault, not a page score. */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  environment?: { benchmarkIndex?: number };
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
}

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function once(url: string, preset: 'mobile' | 'desktop', cpuMultiplier: number): Promise<LhReport> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-lh-'));
  const out = path.join(profile, 'report.json');
  const flags = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS, `--user-data-dir=${path.join(profile, 'chrome')}`];
  const bin = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'lighthouse');
  try {
    await run(
      bin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${flags.join(' ')}`,
        ...(preset === 'desktop' ? ['--preset=desktop'] : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    ).catch((err: unknown) => {
      // Lighthouse may also exit non-zero for a run it could not record ("Runtime error encountered: …
      // (NO_NAVSTART)"): that is the same tool fault as a report's runtimeError, and is run again.
      const code = /Runtime error encountered:[^\n]*\(([A-Z_]+)\)/.exec(String(err))?.[1];
      if (!code) throw err;
      if (!fs.existsSync(out))
        fs.writeFileSync(out, JSON.stringify({ runtimeError: { code, message: String(err) }, categories: {}, audits: {} }));
    });
    return JSON.parse(fs.readFileSync(out, 'utf8')) as LhReport;
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

function scores(r: LhReport, cpuMultiplier: number): LighthouseScores {
  const cat = (id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
  return {
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    lcpMs: Math.round(r.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(r.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((r.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    benchmarkIndex: Math.round(r.environment?.benchmarkIndex ?? 0),
    cpuMultiplier,
  };
}

/** One run; a run that Lighthouse failed to record is repeated (up to three tries), never scored as 0. */
async function recorded(url: string, preset: 'mobile' | 'desktop', cpuMultiplier: number): Promise<LhReport> {
  for (let attempt = 1; ; attempt += 1) {
    const report = await once(url, preset, cpuMultiplier);
    if (!report.runtimeError) {
      if (report.environment?.benchmarkIndex) lastHostIndex = report.environment.benchmarkIndex;
      return report;
    }
    if (attempt === 3) throw new Error(`Lighthouse could not record ${url} (${preset}): ${report.runtimeError.code}`);
    console.log(`  lighthouse ${preset} ${url}: ${report.runtimeError.code}, running again`);
  }
}

/** Median of `runs` Lighthouse runs (each figure on its own; failing audits from the median-performance run). */
export async function lighthouse(baseUrl: string, page: string, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseResult> {
  const url = `${baseUrl}${page}`;
  // The first mobile run of the bench has no index yet: one run at Lighthouse's default measures it.
  if (preset === 'mobile' && lastHostIndex === null) await recorded(url, preset, 4);
  const reports: LhReport[] = [];
  const multipliers: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    // Calibrated from the latest run's index: a shared host's speed drifts from minute to minute.
    const multiplier = preset === 'mobile' ? calibratedMultiplier(lastHostIndex ?? MOBILE_TARGET_INDEX * 4) : 1;
    multipliers.push(multiplier);
    reports.push(await recorded(url, preset, multiplier));
  }
  const all = reports.map((r, i) => scores(r, multipliers[i] ?? 1));
  const pick = (k: keyof LighthouseScores) => median(all.map((s) => s[k]));
  const byPerf = reports.map((r, i) => ({ r, p: all[i]?.performance ?? 0 })).sort((a, b) => a.p - b.p);
  const mid = byPerf[Math.floor(byPerf.length / 2)]?.r;
  const failing = mid
    ? Object.entries(mid.audits)
        .filter(
          ([, a]) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable',
        )
        .map(([id, a]) => `${id}:${a.score}`)
    : [];
  return {
    page,
    preset,
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuMultiplier: pick('cpuMultiplier'),
    failing,
  };
}
