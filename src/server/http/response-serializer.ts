import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/** A route's response schema: the zod schema itself, or `{ properties: zodSchema }`. */
function zodSchemaOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema)}`);
}

/**
 * The answer's JSON Schema as it leaves the server (`output`: defaults filled, coercions
 * done). A nullable scalar becomes a type list, which fast-json-stringify writes directly,
 * instead of an `anyOf` it would decide between with a validator on every call.
 */
function outputJsonSchema(schema: ZodType): object {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return JSON.parse(JSON.stringify(json), (_key, value) => {
    if (value === null || typeof value !== 'object' || !Array.isArray(value.anyOf)) return value;
    const branches = value.anyOf as { type?: unknown }[];
    if (branches.length !== 2) return value;
    const [a, b] = branches;
    const other = a?.type === 'null' ? b : b?.type === 'null' ? a : undefined;
    const simple =
      other &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array' &&
      Object.keys(other).every((key) => ['type', 'format', 'description'].includes(key));
    if (!simple) return value;
    const { anyOf: _anyOf, ...rest } = value;
    return { ...rest, ...other, type: [other.type, 'null'] };
  });
}

/**
 * Answers are written by a serializer compiled once per route from its zod response schema
 * (fast-json-stringify): it writes only the declared fields, so a private field a service
 * leaves on an object never reaches the wire, and it costs a fraction of checking the
 * answer with zod and then writing it with JSON.stringify (docs/PERF.md P7). Compiled on a
 * route's first answer, so starting the app stays quick.
 *
 * `checkContract` (the test tiers): every answer is also checked against its zod schema,
 * and the compiled output must equal what zod's own encoding writes; a difference is a
 * 500 naming the route, so the API suite proves the two agree on every answer it sees.
 */
export function compiledSerializerCompiler(options: {
  checkContract: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    let stringify: Serialize | undefined;
    const write: Serialize = (data) => {
      stringify ??= fastJson(outputJsonSchema(schema) as Parameters<typeof fastJson>[0]);
      return stringify(data);
    };
    if (!options.checkContract) return write;
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error)
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      const written = write(data);
      const expected: unknown = JSON.parse(JSON.stringify(checked.data));
      if (!isDeepStrictEqual(JSON.parse(written), expected)) {
        throw new Error(
          `${method} ${url}: the compiled serializer wrote ${written}, the schema says ${JSON.stringify(expected)}`,
        );
      }
      return written;
    };
  };
}
