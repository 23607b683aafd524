/** The part of pa11y 10's API the browser tests use (the package ships no types; @types/pa11y describes v5). */
declare module 'pa11y' {
  import type { Browser, Page } from 'puppeteer';
  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }
  interface Pa11yOptions {
    runners?: ('htmlcs' | 'axe')[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    viewport?: { width: number; height: number; isMobile?: boolean };
    wait?: number;
    /** A CSS selector of elements the checks leave out. */
    hideElements?: string;
    timeout?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    /** An open browser and page to test in (pa11y leaves both open). */
    browser?: Browser;
    page?: Page;
  }
  function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
  export default pa11y;
}
