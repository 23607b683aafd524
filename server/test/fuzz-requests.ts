import http from 'node:http';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/*
 * The fuzz suite's request generators and HTTP client. Everything a request holds comes from the
 * OpenAPI document the server serves (paths, parameters, body schemas, query schemas), plus one valid
 * "plain" example per operation that the test file provides; fast-check draws the variations from a seed.
 */

type Json = unknown;
type JsonSchema = Record<string, unknown>;

/** One operation of the document, as the generators use it. */
export interface Operation {
  method: string;
  /** Fastify's form (`:slug`). */
  path: string;
  /** The document's form (`{slug}`). */
  docPath: string;
  operationId: string;
  admin: boolean;
  /** Path parameters in the order of the path. */
  params: { name: string; schema: JsonSchema }[];
  /** The query parameters as one object schema. */
  query?: JsonSchema;
  body?:
    | { kind: 'json'; schema: JsonSchema }
    /** One path, several forms: the JSON schema per value of the path parameter `param`. */
    | { kind: 'json-by-param'; param: string; schemas: Record<string, JsonSchema> }
    /** Multipart text fields and files, or a JSON object of the text fields (`schema`). */
    | { kind: 'multipart'; schema: JsonSchema };
}

type DocParam = { name: string; in: string; required: boolean; schema: JsonSchema };
type DocOperation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: DocParam[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every operation of an OpenAPI document, in the document's order. */
export function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, DocOperation>> }).paths;
  return Object.entries(paths).flatMap(([docPath, item]) =>
    Object.entries(item).map(([method, op]): Operation => {
      const path = docPath.replace(/\{(\w+)\}/g, ':$1');
      const order = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
        .map((p) => ({ name: p.name, schema: p.schema }));
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const query = queryParams.length
        ? {
            type: 'object',
            properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
            required: queryParams.filter((p) => p.required).map((p) => p.name),
          }
        : undefined;
      const content = op.requestBody?.content;
      const json = content?.['application/json']?.schema;
      let body: Operation['body'];
      if (json && Array.isArray(json.oneOf)) {
        // The document pairs the i-th value of the form parameter with the i-th schema.
        const param = op.parameters?.find((p) => p.in === 'path' && Array.isArray(p.schema.enum));
        const ids = (param?.schema.enum as string[] | undefined) ?? [];
        body = {
          kind: 'json-by-param',
          param: param?.name ?? '',
          schemas: Object.fromEntries(ids.map((id, i) => [id, (json.oneOf as JsonSchema[])[i] ?? {}])),
        };
      } else if (json && content?.['multipart/form-data']) {
        body = { kind: 'multipart', schema: json };
      } else if (json) {
        body = { kind: 'json', schema: json };
      }
      return {
        method: method.toUpperCase(),
        path,
        docPath,
        operationId: op.operationId,
        admin: (op.security ?? []).some((s) => 'adminSession' in s),
        params,
        ...(query ? { query } : {}),
        ...(body ? { body } : {}),
      };
    }),
  );
}

export interface FuzzRequest {
  op: string;
  /** The strategy that made it, for the report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** What the generators may use that only the running server knows: real slugs, a real lead id … */
export interface FuzzContext {
  cookie: string;
  formKey: string;
  slugs: { job: string[]; blog: string[]; workshop: string[]; course: string[] };
  /** Batch ids of the first course in `slugs.course`. */
  batchIds: string[];
  leadIds: string[];
  /** Other admin accounts (never the fuzzing admin's own, which cannot be disabled or signed out from here). */
  adminIds: string[];
  imageFiles: string[];
  next(): number;
}

/** One valid request per operation (the test knows what "valid" means for each). */
export type PlainFactory = (ctx: FuzzContext) => { url: string; body?: Record<string, Json>; headers?: Record<string, string> };

/* ---------------------------------------------------------------- hostile values */

const deepArray = (depth: number): Json => {
  let v: Json = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];

/** Names of Object.prototype members as data (slugs, titles, query values): a title "Constructor" once stopped the server (issue 39). */
export const PROTO_VALUES = ['constructor', 'Constructor', '__proto__', 'toString', 'hasOwnProperty'] as const;

/** Long inputs crafted to make a backtracking pattern (e-mail, URL, date) take quadratic time or worse. */
const CRAFTED = [
  `${'a'.repeat(60_000)}@`,
  `${'a@'.repeat(30_000)}`,
  `a@${'a.'.repeat(30_000)}`,
  `${'@'.repeat(60_000)}x`,
  `a@${'a'.repeat(60_000)}`,
  `${'a'.repeat(30_000)}@${'a'.repeat(30_000)}`,
  `${' '.repeat(60_000)}a`,
  `${'1'.repeat(60_000)}-`,
  `${'-'.repeat(60_000)}a`,
];

/** Values that break a schema or probe a parser: wrong types, sizes, encodings and crafted strings. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(
    null,
    true,
    0,
    -1,
    1e308,
    -0,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [null],
    { toString: 'x' },
    { constructor: { prototype: { polluted: true } } },
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    'x\u000by',
    '\uD800',
    '\uFEFF\u202Etxt.exe',
    '𝕏'.repeat(300),
    'é'.normalize('NFD'),
    "' OR 1=1 --",
    '%_\\',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '1e20',
    'NaN',
    'Infinity',
    '0x10',
    '9999-99-99',
    '0000-01-01',
    'true',
    '[object Object]',
  ),
  // Lengths around the schemas' limits and far past them (inside the 100 KB body limit).
  fc.constantFrom(1, 99, 101, 201, 255, 501, 2001, 5001, 50_001, 90_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom(...CRAFTED),
  fc.constantFrom(200, 2000).map((n) => deepArray(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/* ---------------------------------------------------------------- values from a JSON Schema */

/** A value the schema accepts (best effort: custom yup tests the document cannot say are not honoured). */
export function fromSchema(schema: JsonSchema): fc.Arbitrary<Json> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as JsonSchema[]).map(fromSchema));
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined);
  switch (type) {
    case 'string': {
      const min = (schema.minLength as number | undefined) ?? 0;
      const max = Math.min((schema.maxLength as number | undefined) ?? 60, Math.max(min, 60));
      const patterns = [schema.pattern, ...((schema.allOf as JsonSchema[] | undefined) ?? []).map((a) => a.pattern)].filter(
        (p): p is string => typeof p === 'string',
      );
      if (patterns.length === 1) {
        const pattern = patterns[0] ?? '';
        const anchored = pattern.startsWith('^') && pattern.endsWith('$') && !pattern.includes('|');
        if (anchored) {
          const limit = (schema.maxLength as number | undefined) ?? Infinity;
          return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length >= min && s.length <= limit);
        }
      }
      return fc.string({ minLength: min, maxLength: max, unit: fc.constantFrom('a', 'B', '3', '#', ' ', 'é', '-', '@', '.') });
    }
    case 'integer':
      return fc.integer({ min: (schema.minimum as number | undefined) ?? -1000, max: (schema.maximum as number | undefined) ?? 1000 });
    case 'number':
      return fc.double({
        noNaN: true,
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fromSchema((schema.items as JsonSchema | undefined) ?? {}), { maxLength: 6 });
    case 'object': {
      const props = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v)]));
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/* ---------------------------------------------------------------- building requests */

const JSON_TYPE = 'application/json';

function jsonBodySchemas(op: Operation, url: string): JsonSchema[] {
  if (!op.body) return [];
  if (op.body.kind === 'json-by-param') {
    const id = decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');
    const schema = op.body.schemas[id];
    return schema ? [schema] : Object.values(op.body.schemas);
  }
  return [op.body.schema];
}

/** A multipart body by hand, so the fuzz can send what no form library would. */
export function multipart(fields: Record<string, string>, files: Record<string, Buffer> = {}): { body: Buffer; type: string } {
  const boundary = `----itxfuzz${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${name}.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
    );
    parts.push(bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%00',
    '%ZZ',
    '%',
    '%C0%AF',
    '%E2%80%AE',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'Constructor',
    'CON',
    'x'.repeat(499),
    'x'.repeat(501),
    'x'.repeat(5000),
    encodeURIComponent('𝕏é'),
    encodeURIComponent("' OR 1=1 --"),
    'UPPER-Case',
    '-leading',
    'double--hyphen',
    '1e20',
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const oddQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'page=1e20',
    'page=-1',
    'page=0',
    'page=1.5',
    'page=abc',
    'page=1&page=2',
    'pageSize=100000',
    'pageSize=',
    'from=0000-01-01',
    'from=9999-99-99',
    'to=2026-02-30',
    'from=2026-01-01T00:00:00Z',
    'search=%00',
    `search=${'a'.repeat(5000)}`,
    `search=${'%40'.repeat(3000)}`,
    `search=${encodeURIComponent(`${'a'.repeat(7000)}@`)}`,
    `search=${encodeURIComponent(`a@${'a.'.repeat(3500)}`)}`,
    'search=a%40b.com',
    'search[]=x',
    'search[a]=x',
    '__proto__=x',
    '__proto__[polluted]=1',
    'constructor=1',
    'toString=1',
    'hasOwnProperty=1',
    'valueOf=1',
    ...PROTO_VALUES.flatMap((v) => [`search=${v}`, `course=${v}`, `status=${v}`, `entity=${v}`, `form=${v}`]),
    'status=new&status=closed',
    'owner=unassigned&followUp=due',
    'owner=00000000-0000-0000-0000-000000000000',
    'owner=not-an-id',
    'followUp=overdue',
    'actor=not-an-id&entity=Job%20posts',
    'form=%E2%80%AE',
    '%ZZ=1',
    '&&&=',
    '=',
    '?',
    'a=%',
  ),
  fc
    .dictionary(
      fc.constantFrom('search', 'form', 'interest', 'status', 'from', 'to', 'owner', 'followUp', 'page', 'pageSize', 'x'),
      fc.string({ maxLength: 20 }),
      {
        maxKeys: 4,
      },
    )
    .map((d) => new URLSearchParams(d).toString()),
);

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({}),
  fc.constantFrom<Record<string, string>>(
    { 'if-none-match': '*' },
    { 'if-none-match': 'W/"abc"' },
    { 'if-none-match': '"a", "b", W/"c"' },
    { 'if-match': '"0"' },
    { 'if-match': '*' },
    { range: 'bytes=garbage' },
    { range: 'bytes=0-0,1-1,2-2' },
    { 'accept-encoding': 'br;q=0, gzip;q=0, identity;q=0' },
    { 'accept-encoding': 'x'.repeat(2000) },
    { accept: 'text/html' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { referer: 'https://evil.example/a' },
    { 'x-forwarded-proto': 'http' },
    { cookie: 'itx_session=' },
    { cookie: `itx_session=${'x'.repeat(4000)}` },
    { cookie: 'itx_session=%00' },
  ),
);

type BodyPlan = { headers: Record<string, string>; body?: string | Buffer };

const jsonBody = (value: Json): BodyPlan => ({ headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(value) });

function bodyStrategies(op: Operation, plain: Record<string, Json> | undefined, schemas: JsonSchema[]): fc.Arbitrary<[string, BodyPlan]>[] {
  const base = plain ?? {};
  const keys = Object.keys(base);
  const out: fc.Arbitrary<[string, BodyPlan]>[] = [
    fc.constant(['plain', jsonBody(base)]),
    ...schemas.map((s) => fromSchema(s).map((v): [string, BodyPlan] => ['schema-valid', jsonBody(v)])),
  ];
  if (keys.length > 0) {
    out.push(
      fc
        .tuple(fc.constantFrom(...keys), hostileValue)
        .map(([k, v]): [string, BodyPlan] => ['field-hostile', jsonBody({ ...base, [k]: v })]),
      fc
        .tuple(fc.constantFrom(...keys), fc.constantFrom(...CRAFTED))
        .map(([k, v]): [string, BodyPlan] => [`field-crafted:${k}`, jsonBody({ ...base, [k]: v })]),
      fc.constantFrom(...keys).map((k): [string, BodyPlan] => {
        const text = JSON.stringify({ ...base, [k]: '\u0000deep' }).replace(
          '"\\u0000deep"',
          `${'['.repeat(40_000)}"x"${']'.repeat(40_000)}`,
        );
        return ['field-deep-nest', { headers: { 'content-type': JSON_TYPE }, body: text }];
      }),
      fc
        .tuple(fc.constantFrom(...keys), fc.constantFrom(...PROTO_VALUES))
        .map(([k, v]): [string, BodyPlan] => ['field-proto-name', jsonBody({ ...base, [k]: v })]),
      ...('title' in base
        ? [
            fc
              .constantFrom(...PROTO_VALUES)
              .map((v): [string, BodyPlan] => [
                'title-slug-proto-name',
                jsonBody({ ...base, title: v, slug: v.toLowerCase().replace(/_/g, '') }),
              ]),
          ]
        : []),
      fc.constantFrom(...keys).map((k): [string, BodyPlan] => {
        const { [k]: _dropped, ...rest } = base;
        return ['field-missing', jsonBody(rest)];
      }),
    );
  }
  out.push(
    fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 20 })), hostileValue).map(([k, v]): [string, BodyPlan] => {
      // JSON.stringify drops a "__proto__" own key made by a literal; write the text by hand.
      const text = JSON.stringify(base).replace(/^\{/, `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}${keys.length ? ',' : ''}`);
      return ['extra-field', { headers: { 'content-type': JSON_TYPE }, body: text }];
    }),
    fc
      .constantFrom<Json>([], 'string', 42, null, true, deepArray(2000), [base], { [keys[0] ?? 'x']: deepArray(2000) })
      .map((v): [string, BodyPlan] => ['not-an-object', jsonBody(v)]),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '',
        'null',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        `{"a":"${'b'.repeat(110_000)}"}`,
        '\u0000',
        '{"a":1,"a":2}',
        // 80 KB of nesting: past what JSON.stringify (and a recursive schema cast) can walk.
        `${'['.repeat(40_000)}${']'.repeat(40_000)}`,
        '\uFEFF{}',
      )
      .map((text): [string, BodyPlan] => ['broken-json', { headers: { 'content-type': JSON_TYPE }, body: text }]),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/octet-stream',
        '',
        'application/vnd.api+json',
      )
      .map((type): [string, BodyPlan] => [
        'wrong-content-type',
        { headers: type ? { 'content-type': type } : {}, body: JSON.stringify(base) },
      ]),
  );
  if (op.body?.kind === 'multipart') {
    const strings = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, String(v)]));
    out.push(
      fc.constant(strings).map((f): [string, BodyPlan] => {
        const m = multipart(f);
        return ['multipart', { headers: { 'content-type': m.type }, body: m.body }];
      }),
      fc
        .tuple(
          fc.constantFrom('image', 'bannerImage', 'other', '__proto__'),
          fc.constantFrom(Buffer.from('not an image'), Buffer.alloc(0), Buffer.from([0x89, 0x50, 0x4e, 0x47])),
        )
        .map(([name, bytes]): [string, BodyPlan] => {
          const m = multipart(strings, { [name]: bytes });
          return ['multipart-file', { headers: { 'content-type': m.type }, body: m.body }];
        }),
      // A text field with a hostile value (an upload of files only gets one it does not expect).
      fc
        .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['unexpected'])), fc.constantFrom('a'.repeat(101 * 1024), '\u0000', 'x\r\ny'))
        .map(([k, v]): [string, BodyPlan] => {
          const m = multipart({ ...strings, [k]: v });
          return ['multipart-hostile', { headers: { 'content-type': m.type }, body: m.body }];
        }),
    );
  }
  return out;
}

/** The arbitrary of every request the fuzz sends to one operation. */
export function requestsFor(op: Operation, ctx: FuzzContext, plainOf: PlainFactory): fc.Arbitrary<FuzzRequest> {
  const plain = plainOf(ctx);
  const params = op.params ?? [];
  const plainPath = plain.url.split('?')[0] ?? plain.url;
  const plainSegments = plainPath.split('/');
  const templateSegments = op.path.split('/');
  // Which URL segment holds which parameter.
  const paramIndex = templateSegments.flatMap((s, i) => (s.startsWith(':') ? [i] : []));

  const pathArb: fc.Arbitrary<[string, string]> = paramIndex.length
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant<[string, string]>(['plain', plainPath]) },
        {
          weight: 2,
          arbitrary: fc.tuple(fc.constantFrom(...paramIndex), oddSegment).map(([i, seg]): [string, string] => {
            const copy = [...plainSegments];
            copy[i] = seg;
            return ['odd-path', copy.join('/')];
          }),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              ...params.map((p) =>
                fromSchema(p.schema)
                  .map((v) => encodeURIComponent(String(v)))
                  .filter((v) => v !== ''),
              ),
            )
            .map((values): [string, string] => {
              const copy = [...templateSegments];
              paramIndex.forEach((idx, n) => (copy[idx] = values[n] ?? 'x'));
              return ['schema-path', copy.join('/')];
            }),
        },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant<[string, string]>(['plain', plainPath]) },
        // A different letter case of a case-sensitive path is another (unknown) address: 404.
        { weight: 1, arbitrary: fc.constant<[string, string]>(['plain', `${plainPath}/`]) },
      );

  const plainQuery = plain.url.includes('?') ? plain.url.slice(plain.url.indexOf('?') + 1) : '';
  const queryArb: fc.Arbitrary<[string, string]> = fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, string]>(['plain', plainQuery]) },
    { weight: op.query ? 3 : 1, arbitrary: oddQuery.map((q): [string, string] => ['odd-query', q]) },
    ...(op.query
      ? [
          {
            weight: 2,
            arbitrary: fromSchema(requestQuerySchema(op)).map((v): [string, string] => [
              'schema-query',
              new URLSearchParams(Object.entries(v as Record<string, Json>).map(([k, x]): [string, string] => [k, String(x)])).toString(),
            ]),
          },
        ]
      : []),
  );

  const bodyArb: fc.Arbitrary<[string, BodyPlan]> = op.body
    ? fc.oneof(
        ...bodyStrategies(op, plain.body, jsonBodySchemas(op, plain.url)).map((arbitrary, i) => ({ weight: i === 0 ? 3 : 2, arbitrary })),
      )
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant<[string, BodyPlan]>(['plain', { headers: {} }]) },
        { weight: 1, arbitrary: fc.constant<[string, BodyPlan]>(['unexpected-body', jsonBody({ a: 1 })]) },
        {
          weight: 1,
          arbitrary: fc.constant<[string, BodyPlan]>([
            'unexpected-body',
            { headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1000) },
          ]),
        },
      );

  const cookieArb = op.admin
    ? fc.oneof(
        { weight: 9, arbitrary: fc.constant(ctx.cookie) },
        { weight: 1, arbitrary: fc.constantFrom('', 'itx_session=nope', `itx_session=${randomUUID()}`) },
      )
    : fc.constantFrom('', '', '', 'itx_session=nope');

  return fc
    .tuple(pathArb, queryArb, bodyArb, oddHeaders, cookieArb, fc.boolean())
    .map(([[pk, path], [qk, query], [bk, body], extra, cookie, withExtra]) => {
      const kinds = [pk, qk, bk].filter((k) => k !== 'plain');
      const headers: Record<string, string> = { ...(plain.headers ?? {}), ...body.headers, ...(withExtra ? extra : {}) };
      if (cookie && !('cookie' in headers)) headers.cookie = cookie;
      if (withExtra && Object.keys(extra).length) kinds.push(`header:${Object.keys(extra)[0] ?? ''}`);
      return {
        op: op.operationId,
        kind: kinds.join('+') || 'plain',
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers,
        body: body.body,
      };
    });
}

function requestQuerySchema(op: Operation): JsonSchema {
  return op.query ?? { type: 'object' };
}

/** The plain (valid) request of an operation, as sent. */
export function plainRequest(op: Operation, ctx: FuzzContext, plainOf: PlainFactory): FuzzRequest {
  const plain = plainOf(ctx);
  const headers: Record<string, string> = { ...(plain.headers ?? {}) };
  if (op.admin) headers.cookie = ctx.cookie;
  let body: string | undefined;
  if (op.body) {
    headers['content-type'] = JSON_TYPE;
    body = JSON.stringify(plain.body ?? {});
  }
  return { op: op.operationId, kind: 'plain', method: op.method, url: plain.url, headers, body };
}

export const docPathOf = (op: Operation): string => op.docPath;

/* ---------------------------------------------------------------- HTTP */

export interface FuzzAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over a real socket (Node's HTTP parser included), timed. */
export function send(port: number, req: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const r = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

export function closeAgent(): void {
  agent.destroy();
}
