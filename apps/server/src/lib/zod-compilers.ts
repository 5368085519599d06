import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { memoizingSerializerCompiler } from './memoizing-serializer.js';

type TCompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every schema is zod: requests validated by zod, answers encoded through it. Given as the
 * root's compilers (`schemaController`) rather than set by the app, so Fastify never loads
 * its JSON-schema ones (ajv, ajv-formats, fast-json-stringify: ~1 MB of code kept in memory
 * for nothing; decision 023). Fastify types these factories for ajv's compilers, hence the
 * cast.
 */
export const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => memoizingSerializerCompiler,
} as unknown as TCompilersFactory;
