import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const DOC_ID = 'https://itx.invalid/openapi.json';

export interface DocumentValidators {
  /** The validator of one answer's JSON body, or null when that status and media type are not documented. */
  response(path: string, method: string, status: number, mediaType: string): ValidateFunction | null | 'no-body';
  /** The media types documented for a status (empty when the status is not documented). */
  mediaTypes(path: string, method: string, status: number): string[] | null;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { schema: unknown }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }
    >
  >;
};

/** Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) loaded with the whole document; compiles every schema in it once. */
export function documentAjv(document: unknown): DocumentValidators {
  const doc = document as Doc;
  const ajv = new Ajv2020({ strict: false, allErrors: true, formats: { binary: true } });
  addFormats(ajv);
  ajv.addSchema({ ...(document as object), $id: DOC_ID });
  const cache = new Map<string, ValidateFunction>();
  const compile = (...parts: string[]) => {
    const ref = `${DOC_ID}#/${pointer(...parts)}`;
    let v = cache.get(ref);
    if (!v) {
      v = ajv.compile({ $ref: ref });
      cache.set(ref, v);
    }
    return v;
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      (op.parameters ?? []).forEach((_p, i) => compile('paths', path, method, 'parameters', String(i), 'schema'));
      for (const type of Object.keys(op.requestBody?.content ?? {}))
        compile('paths', path, method, 'requestBody', 'content', type, 'schema');
      for (const [status, r] of Object.entries(op.responses)) {
        for (const type of Object.keys(r.content ?? {})) compile('paths', path, method, 'responses', status, 'content', type, 'schema');
      }
    }
  }
  return {
    mediaTypes(path, method, status) {
      const r = doc.paths[path]?.[method]?.responses[String(status)];
      return r ? Object.keys(r.content ?? {}) : null;
    },
    response(path, method, status, mediaType) {
      const r = doc.paths[path]?.[method]?.responses[String(status)];
      if (!r) return null;
      if (!r.content) return 'no-body';
      if (!(mediaType in r.content)) return null;
      return compile('paths', path, method, 'responses', String(status), 'content', mediaType, 'schema');
    },
  };
}
