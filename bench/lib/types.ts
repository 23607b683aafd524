import type { LoadResult } from './api';
import type { BundleResult } from './bundles';
import type { HtmlCheckResult } from './html-check';
import type { LighthouseResult } from './lighthouse';
import type { WorstInputBenchResult } from '../worst-input.bench';
import type { DashboardBenchResult } from '../dashboard.bench';
import type { StallBenchResult } from '../stall.bench';

export interface ApiRow {
  db: 'pglite' | 'postgres';
  path: string;
  bytes: number;
  itx: LoadResult;
  bare: LoadResult | null;
  express: LoadResult | null;
  /** ITX answering If-None-Match with 304. */
  itx304: LoadResult | null;
}

/** An uncached page: React's server render with its data, one request at a time (issue 18). */
export interface RenderRow {
  path: string;
  runs: number;
  medianMs: number;
  p90Ms: number;
}

export interface StartRow {
  db: 'pglite' | 'postgres';
  kind: 'cold' | 'warm';
  startMs: number;
  rssStartMb: number | null;
  rssAfterApiMb: number | null;
  /** The process's peak resident memory (VmHWM) when it was last measured (older results: absent). */
  rssPeakMb?: number | null;
}

export interface BenchResults {
  when: string;
  quick: boolean;
  /** The commit measured and whether the working tree differed from it (older results: absent). */
  code?: { commit: string; dirty: boolean } | null;
  machine: { cpus: number; cpuModel: string; memGb: number; node: string };
  settings: {
    connections: number;
    seconds: number;
    /** Rounds of bare and ITX measured in alternation (older results: 1). */
    abRounds?: number;
    /** The API rows ran with the load generator on core 0 and the servers on the other cores. */
    pinnedCores?: boolean;
    lighthouseRuns: number;
  };
  api: ApiRow[];
  /** Uncached server renders (older results: absent). */
  renders?: RenderRow[];
  start: StartRow[];
  lighthouse: LighthouseResult[];
  bundles: BundleResult[];
  html: HtmlCheckResult[] | null;
  /** Crafted input against plain requests (issue 15; older results: absent). */
  worstInput?: WorstInputBenchResult | null;
  /** The admin dashboard on 100,000 leads (issue 20; older results: absent). */
  dashboard?: DashboardBenchResult[];
  /** Stall under hostile load (issue 39; older results: absent). */
  stall?: StallBenchResult[];
  notes: string[];
}
