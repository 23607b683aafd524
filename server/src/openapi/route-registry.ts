import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
}

const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Records every route registered on `app` from now on (Fastify has no route list of its own), so a test
 * can hold the OpenAPI table against what the server really answers. Call before the routes register.
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, body: schema?.body, querystring: schema?.querystring });
    }
  });
}

export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] => registries.get(app) ?? [];
