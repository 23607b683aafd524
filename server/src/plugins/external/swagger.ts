import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { isSchema, type AnyObjectSchema } from 'yup';
import { DEFAULT_SITE_CONTACT } from '@contract';
import { SESSION_COOKIE } from '../app/sessions';
import { SESSION_SCHEME } from '../../openapi/schema';
import { toJsonSchema } from '../../openapi/yup-json-schema';
import { SHARED_SCHEMAS } from '../../routes/schemas';

const TAGS = ['Sign-in', 'Leads', 'Careers', 'Blogs', 'Workshops', 'Courses', 'Alumni', 'Site', 'Admins', 'Dashboard', 'Privacy'];

/**
 * The OpenAPI 3.1 document, built by @fastify/swagger from each route's own `schema` (openapi/schema.ts):
 * request bodies and queries are the contract's yup objects, shown converted to JSON Schema; answers
 * are the JSON Schemas Fastify serialises with. The shared answers are registered here by `$id`, so
 * routes refer to them (`Job#`) and the document lists them under components.schemas.
 */
async function swaggerPlugin(app: FastifyInstance): Promise<void> {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${DEFAULT_SITE_CONTACT.name} API`,
        version: '1.0.0',
        description:
          'The public and admin HTTP API of the ITX website. Error answers are `{ message, fieldErrors? }`. Admin operations need the session cookie that sign-in sets; state-changing requests that carry it must come from the site itself (Origin).',
      },
      tags: TAGS.map((name) => ({ name })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /apiauth/login or /apiauth/signup.',
          },
        },
      },
    },
    // Shared schemas keep their `$id` as their name under components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    convertConstToEnum: false,
    // OpenAPI 3.1's schemas are JSON Schema 2020-12; the plugin does not write the field itself.
    transformObject: (document) =>
      'openapiObject' in document
        ? { ...document.openapiObject, jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema' }
        : document.swaggerObject,
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const yupToJson = (s: unknown) => (isSchema(s) ? toJsonSchema(s as AnyObjectSchema) : s);
      return { schema: { ...schema, body: yupToJson(schema.body), querystring: yupToJson(schema.querystring) }, url };
    },
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
