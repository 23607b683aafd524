import { isSchema, type AnyObjectSchema } from 'yup';
import { API, routePath } from '@contract';
import { OPS_PATHS } from '../src/routes/ops';
import { buildTestApp, TEST_ADMIN_CODE, type TestApp } from './helper';
import { toJsonSchema } from '../src/openapi/yup-json-schema';
import { registeredRoutes } from '../src/openapi/route-registry';
import { BOOT_SCRIPT } from '../src/lib/html';
import { documentAjv } from './support/openapi-ajv';

type JsonSchema = Record<string, unknown>;
type DocOperation = {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
};
type Doc = {
  openapi: string;
  jsonSchemaDialect: string;
  paths: Record<string, Record<string, DocOperation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

/** Routes that are not part of the API: the SPA's pages and static files, and the old /bootcamps link. */
const NOT_API = [
  { method: 'GET', path: '/bootcamps' },
  { method: 'GET', path: '/*' },
  // The pages' boot script: a file named by its content.
  { method: 'GET', path: BOOT_SCRIPT.path },
  // The operator commands' routes of a PGlite folder (routes/ops.ts): asked by `npm run db:backup` and the like, not the API.
  ...Object.values(OPS_PATHS).map((path) => ({ method: 'POST', path })),
];

const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let doc: Doc;
/** Every operation of the document with its method and Fastify path. */
let operations: (DocOperation & { method: string; path: string })[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger() as unknown as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, ':$1') })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1 with every schema compiling under JSON Schema 2020-12', async () => {
    const res = await t.request({ method: 'GET', url: API.openApi });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const served = JSON.parse(res.body) as Doc;
    expect(served.openapi).toBe('3.1.0');
    expect(served.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(served).toEqual(JSON.parse(JSON.stringify(doc)));
    // Compiles every schema of the document (request bodies, parameters, answers) or throws.
    expect(() => documentAjv(served)).not.toThrow();
  });

  it('documents every route the server registers, and nothing it does not', () => {
    const api = registeredRoutes(t.app).filter(
      (r) => r.method !== 'HEAD' && !NOT_API.some((n) => n.method === r.method && n.path === r.url),
    );
    const registered = [...new Set(api.map((r) => `${r.method} ${openApiPath(r.url)}`))].sort();
    const documented = operations.map((op) => `${op.method} ${openApiPath(op.path)}`).sort();
    expect(registered.length).toBeGreaterThan(25);
    expect(documented).toEqual(registered);
    // Each operation once, under its own id.
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('documents answers to headers too large (431) and to a dot segment (404) on every operation', () => {
    for (const op of operations) {
      const responses = (doc.paths[openApiPath(op.path)]?.[op.method.toLowerCase()] as unknown as { responses: Record<string, unknown> })
        .responses;
      expect({ op: op.operationId, has: ['404', '431'].every((s) => s in responses) }).toEqual({ op: op.operationId, has: true });
    }
  });

  it('takes each request body and query from the very yup object the route validates with', () => {
    const checked: string[] = [];
    let withBody = 0;
    for (const route of registeredRoutes(t.app)) {
      if (route.method === 'HEAD') continue;
      const name = `${route.method} ${route.url}`;
      const documented = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (isSchema(route.body)) {
        expect({ name, requestBody: documented?.requestBody }).toEqual({
          name,
          requestBody: { required: true, content: { 'application/json': { schema: toJsonSchema(route.body as AnyObjectSchema) } } },
        });
        checked.push(name);
        withBody += 1;
      } else if (route.body !== undefined) {
        // A body the route reads itself (multipart, one form per path parameter): documented per media type.
        expect({ name, json: Boolean(documented?.requestBody?.content['application/json']) }).toEqual({ name, json: true });
      }
      if (route.querystring !== undefined) {
        expect({ name, yup: isSchema(route.querystring) }).toEqual({ name, yup: true });
        const q = toJsonSchema(route.querystring as AnyObjectSchema);
        const required = new Set((q.required as string[] | undefined) ?? []);
        const query = (documented?.parameters ?? []).filter((p) => p.in === 'query');
        expect({ name, query: Object.fromEntries(query.map((p) => [p.name, { required: p.required, schema: p.schema }])) }).toEqual({
          name,
          query: Object.fromEntries(
            Object.entries(q.properties as Record<string, JsonSchema>).map(([k, s]) => {
              // The document lifts a parameter's description out of its schema.
              const { description: _description, ...schema } = s;
              return [k, { required: required.has(k), schema }];
            }),
          ),
        });
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThan(8);
    expect(withBody).toBeGreaterThan(8);
  });

  it('documents each body the routes validate by hand (lead forms, blog form) with the fields those routes require', async () => {
    const cookie = await signUp(t);
    let cases = 0;
    for (const op of operations) {
      const json = op.requestBody?.content['application/json']?.schema;
      if (!json || !(op.requestBody?.content['multipart/form-data'] || Array.isArray(json.oneOf))) continue;
      if (op.method === 'PUT') continue; // an unknown post answers 404 before its body is read
      const formIds = (op.parameters?.find((p) => p.name === 'formId')?.schema.enum as string[] | undefined) ?? [];
      const list = Array.isArray(json.oneOf)
        ? formIds.map((id, i) => ({
            url: routePath(API.leads.capture, 'formKey', 'formId').replace(':formKey', 'itx').replace(':formId', id),
            schema: (json.oneOf as JsonSchema[])[i] ?? {},
          }))
        : [{ url: op.path.replace(':slug', 'no-such-post-at-all'), schema: json }];
      for (const c of list) {
        const res = await t.request({ method: op.method, url: c.url, headers: { cookie }, payload: {} });
        expect(res.statusCode).toBe(400);
        const required = ((c.schema.required as string[] | undefined) ?? []).filter((f) => f !== 'countryCode');
        expect(Object.keys((JSON.parse(res.body) as { fieldErrors: Record<string, string> }).fieldErrors).sort()).toEqual(
          [...required].sort(),
        );
        cases += 1;
      }
    }
    expect(cases).toBeGreaterThanOrEqual(4);
  });

  it('marks admin operations with the session cookie scheme, and only those answer 401 without one', async () => {
    expect(doc.components.securitySchemes.adminSession).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'itx_session' }),
    );
    const notRefused: string[] = [];
    const refusedUnmarked: string[] = [];
    for (const op of operations) {
      const admin = op.security.some((s) => 'adminSession' in s);
      expect({ op: op.operationId, security: op.security }).toEqual({ op: op.operationId, security: admin ? [{ adminSession: [] }] : [] });
      // An anonymous call with an empty body: the guard must answer before validation does (issue 15 item 10).
      const url = op.path.replace(/:(\w+)/g, 'x');
      const res = await t.request({ method: op.method, url, payload: op.requestBody ? {} : undefined });
      if (admin && res.statusCode !== 401) notRefused.push(`${op.operationId} ${res.statusCode}`);
      // An operation the document shows as public never meets the admin guard.
      if (!admin && res.statusCode === 401 && res.body.includes('sign in as an admin')) refusedUnmarked.push(op.operationId);
    }
    expect(notRefused).toEqual([]);
    expect(refusedUnmarked).toEqual([]);
  });
});

describe('API reference page', () => {
  it('renders every operation at /api/docs under the strict CSP: no script, one style element, nothing from other hosts', async () => {
    const res = await t.request({ method: 'GET', url: API.docs });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.body.match(/<style\b[^>]*>/g)).toEqual(['<style>']);
    expect(res.body).not.toMatch(/<script|<link\b|\son\w+=|style="/i);
    expect(res.body).not.toMatch(/\s(?:src|href)="(?:https?:)?\/\//);
    expect(operations.length).toBeGreaterThan(25);
    for (const op of operations) expect(res.body).toContain(`id="${op.operationId}"`);
  });
});

async function signUp(app: TestApp): Promise<string> {
  const res = await app.request({
    method: 'POST',
    url: API.auth.signup,
    payload: { name: 'Doc Admin', email: 'doc-admin@itx.test', phone: '9000000001', password: 'Secret#123', adminCode: TEST_ADMIN_CODE },
  });
  expect(res.statusCode).toBe(201);
  const cookie = res.cookies.find((c) => c.name === 'itx_session');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return `itx_session=${cookie.value}`;
}
