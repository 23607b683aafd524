import type { FastifyInstance } from 'fastify';
import { isSchema, ValidationError, type Schema } from 'yup';
import { hasForbiddenCharacter } from '@contract';

/** Deepest nesting of objects and arrays any request needs (our bodies are flat, with string lists). */
export const MAX_INPUT_DEPTH = 8;

/** Names an object inherits: yup's object cast looks a key up on its shape and finds these (jquense/yup#660). */
const INHERITED_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/**
 * The first thing in parsed input (a JSON body, a query string, form fields) that no schema may see:
 * a key named like an Object.prototype member (it crashes yup's cast), nesting deeper than any form
 * needs (yup and its error messages recurse), or a string holding NUL or another character no stored
 * text may hold. Walks iteratively, so hostile nesting cannot exhaust the stack here either.
 */
export function inputProblem(data: unknown): ValidationError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: data, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    const label = path === '' ? 'The request' : path;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) {
        return new ValidationError(`${label} contains an invalid character (a control character or NUL).`, value, path || undefined);
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return new ValidationError(`${label} is nested too deeply: send plain text or a list of texts.`, undefined, path || undefined);
    }
    if (Array.isArray(value)) {
      value.forEach((item: unknown, i) => stack.push({ value: item, path: childPath(path, i), depth: depth + 1 }));
      continue;
    }
    for (const key of Object.keys(value)) {
      if (INHERITED_NAMES.has(key)) {
        return new ValidationError(`"${key}" is not an accepted field name.`, undefined, childPath(path, key));
      }
      stack.push({ value: (value as Record<string, unknown>)[key], path: childPath(path, key), depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Validates client input against a contract schema: unknown fields are stripped and every failing field
 * is reported. Input no schema may see is refused first (see `inputProblem`). Throws yup's
 * ValidationError, which the app's error handler answers with 400 and the field messages.
 */
export function validateInput<T>(schema: Schema<T>, data: unknown): T {
  const problem = inputProblem(data);
  if (problem) throw problem;
  return schema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: true });
}

/**
 * Route schemas are the contract's yup objects (Fastify's documented yup validator compiler). A JSON
 * Schema in a route (its path parameters, a body the route reads itself) only documents it: the route checks those.
 */
export function useYupValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isSchema(schema)) return () => true;
    const yupSchema = schema as unknown as Schema;
    return (data: unknown) => {
      try {
        return { value: validateInput(yupSchema, data) };
      } catch (error) {
        if (error instanceof ValidationError) return { error };
        throw error;
      }
    };
  });
}

export { ValidationError };
