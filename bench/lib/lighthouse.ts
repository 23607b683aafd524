import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the host's CPU speed during the run (higher is faster). Mobile scores
   * simulate a 4× slower phone on top of the host, so they fall when a shared host is busy or slow.
   */
  benchmarkIndex: number;
}

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function once(url: string, preset: 'mobile' | 'desktop'): Promise<LhReport> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-lh-'));
  const out = path.join(profile, 'report.json');
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${path.join(profile, 'chrome')}`,
  ];
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
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
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

function scores(r: LhReport): LighthouseScores {
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
  };
}

/** One run; a run that Lighthouse failed to record is repeated (up to three tries), never scored as 0. */
async function recorded(url: string, preset: 'mobile' | 'desktop'): Promise<LhReport> {
  for (let attempt = 1; ; attempt += 1) {
    const report = await once(url, preset);
    if (!report.runtimeError) return report;
    if (attempt === 3) throw new Error(`Lighthouse could not record ${url} (${preset}): ${report.runtimeError.code}`);
    console.log(`  lighthouse ${preset} ${url}: ${report.runtimeError.code}, running again`);
  }
}

/** Median of `runs` Lighthouse runs (each figure on its own; failing audits from the median-performance run). */
export async function lighthouse(baseUrl: string, page: string, preset: 'mobile' | 'desktop', runs: number): Promise<LighthouseResult> {
  const reports: LhReport[] = [];
  for (let i = 0; i < runs; i += 1) reports.push(await recorded(`${baseUrl}${page}`, preset));
  const all = reports.map(scores);
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
    failing,
  };
}
