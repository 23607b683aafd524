import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * `npm run lint` refuses a regular expression whose matching time can grow faster than its input
 * (issue 15: the shared e-mail rule and the log masking did). This runs the project's own ESLint
 * configuration on a probe file, as `eslint .` would see it, in each part of the code base.
 */
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');

interface LintMessage {
  ruleId: string | null;
  line: number;
  message: string;
}

function lint(code: string, filePath: string): LintMessage[] {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'],
    { cwd: ROOT, input: code, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (!run.stdout) throw new Error(`eslint did not run: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return result?.messages ?? [];
}

const SUPER_LINEAR = [
  // The old shared e-mail rule: its two domain quantifiers trade dots (polynomial backtracking).
  'export const email = (v: string) => /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(v);',
  // The old log masking: retried from every position of a long run without an '@' (quadratic move).
  "export const mask = (v: string) => v.replace(/([^\\s@<>\"',;:]{1})[^\\s@<>\"',;:]*@([^\\s@<>\"',;:]+)/g, '$1***@$2');",
  // Trailing slashes: quadratic on a long path of slashes.
  "export const trim = (v: string) => v.replace(/\\/+$/, '');",
  // A classic: nested quantifiers (exponential).
  'export const nested = (v: string) => /^(a+)+$/.test(v);',
  // Built from a string: checked too.
  "export const built = (v: string) => new RegExp('^(\\\\w+\\\\s?)*$').test(v);",
];

describe('the ReDoS rule of npm run lint', () => {
  it.each(['contract/redos-probe.ts', 'server/src/lib/redos-probe.ts', 'src/shared/lib/redos-probe.ts'])(
    'reports every super-linear pattern in %s as an error',
    (file) => {
      const code = `${SUPER_LINEAR.join('\n')}\n`;
      const messages = lint(code, file);
      const flagged = new Set(messages.filter((m) => m.ruleId?.startsWith('regexp/no-super-linear')).map((m) => m.line));
      expect([...flagged].sort()).toEqual(SUPER_LINEAR.map((_, i) => i + 1));
    },
  );

  it('accepts the linear patterns that replaced them', () => {
    const code = [
      'export const email = (v: string) => /^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$/.test(v);',
      'export const day = (v: string) => /^\\d{4}-\\d{2}-\\d{2}$/.test(v);',
      '',
    ].join('\n');
    expect(lint(code, 'contract/redos-probe.ts').filter((m) => m.ruleId?.startsWith('regexp/'))).toEqual([]);
  });
});
