import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod serializer (every response is encoded through its route's response schema), with
 * the JSON of frozen payloads remembered per route: a cached answer is serialised once.
 */
export const memoizingSerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const memo = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = memo.get(data);
    if (json === undefined) {
      json = serialize(data);
      memo.set(data, json);
    }
    return json;
  };
};
