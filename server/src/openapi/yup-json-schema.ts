import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { JSONSchema7 } from 'json-schema';
import type { AnyObjectSchema, SchemaDescription } from 'yup';

type JsonSchema = Record<string, unknown>;
type ConvertOptions = NonNullable<Parameters<typeof convertSchema>[1]>;

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

/** The JSON Schema of a contract yup object, as the OpenAPI document shows it (plugins/external/swagger.ts). */
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

type Content = { content: Record<string, { schema: JsonSchema }> };

/** A body a route reads itself as multipart/form-data (text fields checked with `schema`, plus files), or as JSON of the text fields. */
export function multipartBody(schema: AnyObjectSchema, files: readonly string[], flags: readonly string[] = []): Content {
  const text = toJsonSchema(schema);
  const properties = {
    ...(text.properties as Record<string, JsonSchema>),
    ...Object.fromEntries(files.map((f) => [f, { type: 'string', contentMediaType: 'application/octet-stream' }])),
    ...Object.fromEntries(flags.map((f) => [f, { type: 'string', enum: ['true', 'false'] }])),
  };
  return { content: { 'multipart/form-data': { schema: { ...text, properties } }, 'application/json': { schema: text } } };
}

/**
 * One path, several forms (lead capture): which body applies depends on the path parameter `param`,
 * schema i for its i-th value. Forms named in `files` may also come as multipart/form-data: their text
 * fields as parts, plus these files (name → description).
 */
export function bodyByParam(
  param: string,
  schemas: Record<string, AnyObjectSchema>,
  files: Record<string, Record<string, string>> = {},
): Content {
  const ids = Object.keys(schemas);
  const withFiles = Object.entries(files).flatMap(([id, fileFields]) => {
    const schema = schemas[id];
    if (!schema) return [];
    const text = toJsonSchema(schema);
    const fileProps = Object.fromEntries(
      Object.entries(fileFields).map(([f, description]) => [
        f,
        { type: 'string', contentMediaType: 'application/octet-stream', description },
      ]),
    );
    return [{ ...text, description: `${param} ${id}`, properties: { ...(text.properties as Record<string, JsonSchema>), ...fileProps } }];
  });
  return {
    content: {
      'application/json': {
        schema: {
          description: `Depends on the path parameter ${param}: ${ids.map((id, i) => `${id} → schema ${i + 1}`).join(', ')}.`,
          oneOf: Object.values(schemas).map(toJsonSchema),
        },
      },
      ...(withFiles.length > 0
        ? {
            'multipart/form-data': {
              schema: {
                description: `Only for ${param} ${Object.keys(files).join(', ')}: the same text fields as parts, plus the file.`,
                oneOf: withFiles,
              },
            },
          }
        : {}),
    },
  };
}
