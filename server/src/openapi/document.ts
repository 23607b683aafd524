import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { JSONSchema7 } from 'json-schema';
import type { AnyObjectSchema, SchemaDescription } from 'yup';
import { SITE } from '@contract';
import { SESSION_COOKIE } from '../plugins/app/sessions';
import { COMPONENT_SCHEMAS } from './response-schemas';
import { OPERATIONS, type Operation, type RequestBody } from './operations';

type JsonSchema = Record<string, unknown>;
type ConvertOptions = NonNullable<Parameters<typeof convertSchema>[1]>;

export const SESSION_SCHEME = 'adminSession';

/*
 * @sodaru/yup-to-json-schema reads yup's describe(), which lists a test name once, so of several
 * `matches` (the password rule has three) only the first shows; it also copies yup references into
 * `enum`. This string converter drops references and says that a required string may not be empty
 * (yup's rule); `withPatterns` then takes every pattern from the schema's own tests.
 */
function stringConverter(description: SchemaDescription): JSONSchema7 {
  const d = description as SchemaDescription & { optional?: boolean; nullable?: boolean; default?: unknown };
  const schema: JSONSchema7 = { type: d.nullable ? ['string', 'null'] : 'string' };
  const values = (d.oneOf ?? []).filter((v): v is string => typeof v === 'string');
  if (values.length > 0) schema.enum = values;
  if (typeof d.default === 'string') schema.default = d.default;
  for (const test of d.tests) {
    const params = (test.params ?? {}) as { min?: number; max?: number; length?: number };
    if (test.name === 'min' && params.min !== undefined) schema.minLength = Number(params.min);
    if (test.name === 'max' && params.max !== undefined) schema.maxLength = Number(params.max);
    if (test.name === 'length' && params.length !== undefined) schema.minLength = schema.maxLength = Number(params.length);
  }
  if (d.optional === false && values.length === 0 && schema.minLength === undefined) schema.minLength = 1;
  return schema;
}

interface YupNode {
  type?: string;
  fields?: Record<string, YupNode>;
  innerType?: YupNode;
  tests?: { OPTIONS?: { name?: string; params?: { regex?: RegExp; excludeEmptyString?: boolean } } }[];
}

/** Every `matches` of every string in `yupSchema`, onto the converted `json` (an `excludeEmptyString` one also accepts ""). */
function withPatterns(yupSchema: YupNode | undefined, json: JsonSchema): JsonSchema {
  if (!yupSchema) return json;
  if (yupSchema.type === 'object' && json.properties) {
    const props = json.properties as Record<string, JsonSchema>;
    json.properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, withPatterns(yupSchema.fields?.[k], v)]));
  }
  if (yupSchema.type === 'array' && json.items && typeof json.items === 'object') {
    json.items = withPatterns(yupSchema.innerType, json.items as JsonSchema);
  }
  if (yupSchema.type === 'string') {
    const patterns = (yupSchema.tests ?? []).flatMap((t) => {
      const o = t.OPTIONS;
      if (o?.name !== 'matches' || !o.params?.regex) return [];
      return [o.params.excludeEmptyString ? `^$|${o.params.regex.source}` : o.params.regex.source];
    });
    const out: JsonSchema = { ...json };
    delete out.pattern;
    if (patterns.length === 1) out.pattern = patterns[0];
    if (patterns.length > 1) out.allOf = patterns.map((pattern) => ({ pattern }));
    return out;
  }
  return json;
}

/** The JSON Schema of a contract yup object, as the document shows it. */
export function toJsonSchema(schema: AnyObjectSchema): JsonSchema {
  // The library merges the converters given over its own, so one is enough (its type asks for all).
  const options = { converters: { string: stringConverter } } as unknown as ConvertOptions;
  const converted = convertSchema(schema, options) as JsonSchema;
  return withPatterns(schema as unknown as YupNode, stripDefaults(converted));
}

/** yup's defaults of whole objects ({} and the like) say nothing to an integrator; field defaults stay. */
function stripDefaults(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (out.type === 'object') delete out.default;
  if (out.properties && typeof out.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, JsonSchema>).map(([k, v]) => [k, stripDefaults(v)]),
    );
  }
  if (out.items && typeof out.items === 'object' && !Array.isArray(out.items)) out.items = stripDefaults(out.items as JsonSchema);
  return out;
}

export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** The request body's JSON Schema per media type. */
export function requestBodySchemas(body: RequestBody): Record<string, JsonSchema> {
  if (body.kind === 'json') return { 'application/json': toJsonSchema(body.schema) };
  if (body.kind === 'json-by-param') {
    const withFiles = Object.entries(body.files ?? {}).flatMap(([id, files]) => {
      const schema = body.schemas[id];
      if (!schema) return [];
      const text = toJsonSchema(schema);
      const fileProps = Object.fromEntries(
        Object.entries(files).map(([f, description]) => [f, { type: 'string', contentMediaType: 'application/octet-stream', description }]),
      );
      return [
        { ...text, description: `${body.param} ${id}`, properties: { ...(text.properties as Record<string, JsonSchema>), ...fileProps } },
      ];
    });
    return {
      'application/json': {
        description: `Depends on the path parameter ${body.param}: ${Object.keys(body.schemas)
          .map((id) => `${id} → schema ${Object.keys(body.schemas).indexOf(id) + 1}`)
          .join(', ')}.`,
        oneOf: Object.values(body.schemas).map(toJsonSchema),
      },
      ...(withFiles.length > 0
        ? {
            'multipart/form-data': {
              description: `Only for ${body.param} ${Object.keys(body.files ?? {}).join(', ')}: the same text fields as parts, plus the file.`,
              oneOf: withFiles,
            },
          }
        : {}),
    };
  }
  const text = toJsonSchema(body.schema);
  const properties = {
    ...(text.properties as Record<string, JsonSchema>),
    ...Object.fromEntries(body.files.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }])),
    ...Object.fromEntries(body.flags.map((f) => [f, { type: 'string', enum: ['true', 'false'] }])),
  };
  return { 'multipart/form-data': { ...text, properties }, 'application/json': text };
}

function operationObject(op: Operation): JsonSchema {
  const parameters: JsonSchema[] = [
    ...(op.params ?? []).map((p) => ({ name: p.name, in: 'path', required: true, description: p.description, schema: p.schema })),
  ];
  if (op.query) {
    const q = toJsonSchema(op.query);
    const required = new Set((q.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(q.properties as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  const responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, a]) => [
      status,
      {
        description: a.description,
        ...(a.content
          ? {
              content: Object.fromEntries(
                Object.entries(a.content).map(([type, s]) => [
                  type,
                  { schema: typeof s === 'string' ? { $ref: `#/components/schemas/${s}` } : s },
                ]),
              ),
            }
          : {}),
      },
    ]),
  );
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(Object.entries(requestBodySchemas(op.body)).map(([type, schema]) => [type, { schema }])),
          },
        }
      : {}),
    responses,
    security: op.admin ? [{ [SESSION_SCHEME]: [] }] : [],
  };
}

let cached: JsonSchema | null = null;

/** The OpenAPI 3.1 document of every operation in OPERATIONS (built once; it does not change at run time). */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of OPERATIONS) {
    const item = (paths[openApiPath(op.path)] ??= {});
    item[op.method.toLowerCase()] = operationObject(op);
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: `${SITE.name} API`,
      version: '1.0.0',
      description:
        'The public and admin HTTP API of the ITX website. Error answers are `{ message, fieldErrors? }`. Admin operations need the session cookie that sign-in sets; state-changing requests that carry it must come from the site itself (Origin).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: [...new Set(OPERATIONS.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /apiauth/login or /apiauth/signup.',
        },
      },
    },
  };
  return cached;
}
