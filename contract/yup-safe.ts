import * as yup from 'yup';

/*
 * yup's string `.trim()`, `.lowercase()` and `.uppercase()` transforms call the string method on
 * whatever value arrives, so a JSON array or object where a string belongs throws a TypeError (a
 * server error) instead of failing validation. These replacements transform strings only; any other
 * value reaches the type check and fails with a normal validation message. Imported by validation.ts,
 * which every schema module imports, so it runs before any schema is built.
 */
const isString = (v: unknown): v is string => typeof v === 'string';

function safeStringTransform(name: 'trim' | 'lowercase' | 'uppercase', change: (v: string) => string) {
  yup.addMethod(yup.string, name, function replaced(this: yup.StringSchema, message?: string) {
    return this.transform((value: unknown) => (isString(value) ? change(value) : value)).test({
      name,
      message: message ?? `\${path} must be a ${name === 'trim' ? 'trimmed' : name} string`,
      skipAbsent: true,
      test: (value: unknown) => !isString(value) || value === change(value),
    });
  });
}

safeStringTransform('trim', (v) => v.trim());
safeStringTransform('lowercase', (v) => v.toLowerCase());
safeStringTransform('uppercase', (v) => v.toUpperCase());
