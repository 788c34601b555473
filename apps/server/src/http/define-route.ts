import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '@talentra/contract';
import { readPage } from './pagination.js';
import { parseId } from './params.js';
import type { CachedRead, DataArea } from './response-cache.js';
import { forbiddenCharacterErrors, invalidFields, issuesToErrors, mergeErrors, parseOrThrow } from './validate.js';

/** The groups of the OpenAPI document and its reference page. */
export type RouteTag =
  'Session' | 'Users' | 'Jobs' | 'Dashboard' | 'Candidates' | 'Hiring' | 'Clients' | 'Tasks' | 'Public forms' | 'Mail' | 'Personal data' | 'Team';

/** A file answer (download, CSV, calendar, ZIP): its media types, no JSON body. */
export interface FileAnswer {
  file: readonly string[];
}
export const isFileAnswer = (response: z.ZodType | FileAnswer): response is FileAnswer => 'file' in response;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every route states, whatever its input: read by the guard, the OpenAPI document and the tests. */
export interface RouteDeclaration {
  method: Method;
  /** Relative to /backend/api/v1, Fastify's `:param` syntax. */
  url: string;
  /** Who may call it (api.md "Endpoints and who may call them"). */
  access: Access;
  tag: RouteTag;
  summary: string;
  /** Numeric path parameters, parsed with `parseId` before the query and the body (anything else: 404). */
  params?: readonly string[];
  /** The query, parsed before the handler runs (a 422 listing each field's problems). */
  query?: z.ZodType;
  /** The list is paged: page/per_page are read after the query (`readPage`) and documented with it. */
  paged?: boolean;
  /** The body: parsed before the handler runs, or by the handler with `parseBody` when `multipart`. */
  body?: z.ZodType;
  /** The body may also come as multipart/form-data: the handler reads it with `readBody` (api.md "Multipart updates"). */
  multipart?: boolean;
  /** The answer: the contract's schema of the whole body, or a file's media types. */
  response: z.ZodType | FileAnswer;
  /** The success status (201 for a create); the handler's answer is sent with it. */
  status?: 200 | 201;
  cache?: CachedRead;
  rateLimit?: FastifyContextConfig['rateLimit'];
  keepsCache?: boolean;
  changes?: readonly DataArea[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's declaration (defineRoute): what the OpenAPI document says of it. */
    declaration?: RouteDeclaration;
  }
}

export interface RouteDefinition<
  P extends string,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  M extends boolean,
  G extends boolean,
> extends RouteDeclaration {
  params?: readonly P[];
  query?: Q;
  body?: B;
  multipart?: M;
  paged?: G;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler gets: the request, the reply and the input already parsed. */
export type RouteInput<P extends string, Q, B, M extends boolean, G extends boolean> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Record<P, number>;
  query: Output<Q>;
  page: G extends true ? ReturnType<typeof readPage> : undefined;
} & (M extends true
  ? {
      /**
       * The multipart fields read with `readBody`, parsed with the declared body schema; `fileErrors`
       * (a required file missing) go into the same 422 as the fields' problems.
       */
      parseBody: (fields: Record<string, unknown>, fileErrors?: Record<string, string[]>) => Output<B>;
    }
  : { body: Output<B> });

/** Parse fields, or throw one 422 with their problems and the files' (when there are any, it always throws). */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, fileErrors: Record<string, string[]>): z.output<S> {
  if (Object.keys(fileErrors).length === 0) return parseOrThrow(schema, fields);
  const result = schema.safeParse(fields);
  const errors = mergeErrors(result.success ? {} : issuesToErrors(result.error.issues), forbiddenCharacterErrors(fields));
  throw invalidFields(Object.assign(errors, fileErrors));
}

/**
 * Registers an API route from its one definition (issue 42): the guard reads `config.access`, the
 * OpenAPI document `config.declaration`, the access-matrix test the routes registered. The input
 * is parsed in a fixed order before the handler: path ids, query, page, then the JSON body.
 */
export function defineRoute<
  P extends string = never,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  M extends boolean = false,
  G extends boolean = false,
>(app: FastifyInstance, definition: RouteDefinition<P, Q, B, M, G>, handler: (input: RouteInput<P, Q, B, M, G>) => Promise<unknown>) {
  const { method, url, access, params, query, paged, body, multipart, status, cache, rateLimit, keepsCache, changes } = definition;
  const config: FastifyContextConfig = { access, declaration: definition };
  // only the keys the route states, as the routes set them by hand before
  if (cache) config.cache = cache;
  if (rateLimit !== undefined) config.rateLimit = rateLimit;
  if (keepsCache) config.keepsCache = keepsCache;
  if (changes) config.changes = changes;
  if (multipart) config.multipart = multipart;

  app.route({
    method,
    url,
    config,
    handler: async (request, reply) => {
      const ids = Object.fromEntries((params ?? []).map((name) => [name, parseId(request.params, name)])) as Record<P, number>;
      const parsedQuery = query ? parseOrThrow(query, request.query) : undefined;
      const page = paged ? readPage(request.query) : undefined;
      const parsedBody = body && !multipart ? parseOrThrow(body, request.body) : undefined;
      const parseBody = (fields: Record<string, unknown>, fileErrors: Record<string, string[]> = {}) => {
        if (!body) throw new Error(`${method} ${url} declares no body`);
        return parseFields(body, fields, fileErrors);
      };
      const input = { request, reply, params: ids, query: parsedQuery, page, body: parsedBody, parseBody } as unknown as RouteInput<P, Q, B, M, G>;
      const answer = await handler(input);
      if (status && !reply.sent) reply.code(status);
      return answer;
    },
  });
}
