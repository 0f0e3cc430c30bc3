import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Compiles each route's zod response schema once into Fastify's own fast-json-stringify
 * serializer (through zod's JSON Schema export). It writes only the fields the schema
 * declares, so a column added to a row can never leak into an answer, and it is several
 * times cheaper per response than parsing the value with zod and then JSON.stringify.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
