import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

/**
 * `anyOf: [X, { type: 'null' }]` (zod's nullable) becomes X with `nullable: true`, which
 * fast-json-stringify writes with a typeof check instead of trying each branch with a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex >= 0 && other && !('anyOf' in other) && !('$ref' in other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema of what a zod response schema outputs, in the form fast-json-stringify compiles best. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as JsonSchema;
  return simplify(json) as JsonSchema;
}

function resolveZod(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Writes values of a zod schema as JSON with fast-json-stringify, compiled once from the schema:
 * only the schema's properties go out (as zod's strip did), without validating every value at
 * run time. With `checkWithZod` (outside production) each value is also checked against the zod
 * schema, and the compiled output against zod's, so an answer that breaks its contract fails the
 * tests.
 */
export function compileSerializer(schema: z.ZodType, options: { checkWithZod: boolean; method?: string; url?: string }): Serializer {
  const compiled = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]) as Serializer;
  if (!options.checkWithZod) return compiled;
  const { method = '', url = '' } = options;
  return (data: unknown) => {
    const result = z.safeEncode(schema, data as never);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    const fast = compiled(data);
    const expected = JSON.stringify(result.data);
    if (fast !== expected) throw new Error(`${method} ${url}: the compiled serializer wrote ${fast.slice(0, 500)} where zod wrote ${expected.slice(0, 500)}`);
    return fast;
  };
}

/** Fastify's serializer compiler: every route's replies go through compileSerializer. */
export function compiledSerializerCompiler(options: { checkWithZod: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => compileSerializer(resolveZod(schema), { ...options, method, url });
}
