import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

export interface HtmlCheckResult {
  page: string;
  errors: number;
  messages: string[];
}

/** True when a Java runtime is on PATH (the Nu Html Checker needs one). */
export function javaAvailable(): boolean {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const VNU = path.join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** Validates served HTML with the Nu Html Checker (vnu-jar) from stdin; it refuses localhost URLs. */
export function checkHtml(page: string, html: string): HtmlCheckResult {
  const result = spawnSync('java', ['-jar', VNU, '--format', 'json', '--exit-zero-always', '-'], {
    input: html,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const parsed = JSON.parse(result.stderr || '{"messages":[]}') as { messages: { type: string; subType?: string; message: string }[] };
  const errors = parsed.messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
  return { page, errors: errors.length, messages: errors.map((m) => m.message) };
}
