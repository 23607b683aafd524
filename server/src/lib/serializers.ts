import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Compile = ReturnType<Factory>;

/**
 * Fastify's serializer compiler (fast-json-stringify), compiling each distinct answer schema once: most
 * routes answer errors with the same `ApiError#`, and many answer the same record, so compiling per
 * route and status would build the same function hundreds of times at start.
 */
export function sharedSerializers(): Factory {
  const build = SerializerSelector();
  const made = new Map<string, ReturnType<Compile>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const shared = Object.keys(externalSchemas ?? {}).join(',');
    return (route) => {
      const key = `${shared}|${JSON.stringify(route.schema)}`;
      let serialize = made.get(key);
      if (!serialize) {
        serialize = compile(route);
        made.set(key, serialize);
      }
      return serialize;
    };
  };
}
