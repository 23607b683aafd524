/** The part of pa11y 10's API the browser tests use (the package ships no types; @types/pa11y describes v5). */
declare module 'pa11y' {
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
    timeout?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
  }
  function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
  export default pa11y;
}
