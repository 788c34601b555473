import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import { API_PREFIX, ErrorBodySchema, pageQuery, type Access } from '@talentra/contract';
import { isFileAnswer, type RouteDeclaration } from './define-route.js';

/** Where the document and its reference page are served (DESIGN.md "One process, one origin"). */
export const DOCS_PATH = '/backend/api/docs';
export const OPENAPI_PATH = `${DOCS_PATH}/openapi.json`;

type JsonSchema = Record<string, unknown>;

/** JSON Schema (2020-12, what OpenAPI 3.1 uses) of a contract schema; refinements and transforms are not representable and are left out. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
  return withoutSafeIntegerBounds(rest) as JsonSchema;
}

/** zod writes JavaScript's safe-integer range on every `.int()`: noise in a document for people. */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'minimum' && value === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)) continue;
    out[key] = withoutSafeIntegerBounds(value);
  }
  return out;
}

function who(access: Access): string {
  if (access === 'public') return 'Anyone.';
  if (access === 'signed-in') return 'Any signed-in staff member.';
  return `${access.join(', ')}.`;
}

/** The query as documented: a paged list's page and per_page first, then the route's own parameters. */
function documentedQuery(doc: RouteDeclaration): z.ZodType | undefined {
  if (!doc.paged) return doc.query;
  return doc.query ? pageQuery.extend((doc.query as z.ZodObject).shape) : pageQuery;
}

/** The route's schema as @fastify/swagger reads it, built from its declaration (never seen by Fastify's validator or serializer). */
function swaggerSchema(method: string, path: string, doc: RouteDeclaration) {
  const status = String(doc.status ?? 200);
  const query = documentedQuery(doc);
  const ok = isFileAnswer(doc.response)
    ? {
        description: 'The file',
        content: Object.fromEntries(doc.response.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      }
    : { description: 'Success', ...jsonSchema(doc.response, 'output') };
  const access = doc.access;
  return {
    summary: doc.summary,
    description: `Who may call it: ${who(access)}`,
    tags: [doc.tag],
    operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    ...(query ? { querystring: jsonSchema(query, 'input') } : {}),
    ...(doc.body ? { body: jsonSchema(doc.body, 'input') } : {}),
    ...(doc.body ? { consumes: doc.multipart || method === 'PUT' ? ['application/json', 'multipart/form-data'] : ['application/json'] } : {}),
    ...(access === 'public' ? { security: [] } : {}),
    response: {
      [status]: ok,
      '4XX': {
        description: 'Refused: the error body of api.md (401, 403, 404, 409, 413, 415, 422 with `errors`, 429)',
        ...jsonSchema(ErrorBodySchema, 'output'),
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API and a reference page (issue 20, decision 130). Registered
 * before the routes: @fastify/swagger collects them as they are added. The schemas come from each
 * route's declaration (defineRoute, decision 218) through the swagger `transform` only, so no route gets a Fastify schema: answers are
 * serialized exactly as before (JSON.stringify, no field dropped or coerced), requests validated
 * in the handlers as before (decision 2). Routes outside /backend/api/v1 (the site, the files,
 * the docs themselves) are not in the document.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Talentra API',
        version: '1',
        description:
          'The JSON API of the Talentra staffing site and staff portal (spec/api.md). Every answer shape is a zod schema of packages/contract. Every PUT also accepts multipart/form-data, and POST with ?_method=PUT is the same as PUT.',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: ({ url, route }) => {
      const method = [route.method].flat()[0]!;
      if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { hide: true } as never, url };
      const path = url.slice(API_PREFIX.length);
      const doc = route.config?.declaration;
      // a route not declared with defineRoute still shows, with no answer schema: the OpenAPI test fails on it
      return { schema: (doc ? swaggerSchema(method, path, doc) : { summary: 'Undocumented' }) as never, url: path };
    },
  });

  let json: string | null = null;
  let page: string | null = null;
  const documentJson = () => (json ??= JSON.stringify(app.swagger()));
  app.get(OPENAPI_PATH, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(documentJson()),
  );
  app.get(DOCS_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send((page ??= referencePage(JSON.parse(documentJson()) as OpenApiDocument))),
  );
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The top-level fields of a JSON Schema object, as "name?: type" (the page shows one level; the JSON has the rest). */
function fields(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!props) return typeLabel(schema);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props)
    .map(([name, s]) => `${name}${required.has(name) ? '' : '?'}: ${typeLabel(s)}`)
    .join(', ');
}

function typeLabel(s: JsonSchema): string {
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.anyOf)) return (s.anyOf as JsonSchema[]).map(typeLabel).join(' | ');
  if (s.type === 'array') return `${typeLabel((s.items as JsonSchema | undefined) ?? {})}[]`;
  if (s.type === 'object') return s.properties ? `{ ${fields(s)} }` : 'object';
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.type)) return s.type.join(' | ');
  return 'any';
}

/**
 * The human reference: every operation by tag, with who may call it, its query, body and answer,
 * made from the document on the server. One self-contained page: no script, no CDN, one inline
 * style sheet (the page CSP allows inline styles, not scripts).
 */
export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, Array<{ method: string; path: string; op: OpenApiOperation }>>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method: method.toUpperCase(), path, op });
    }
  }
  const base = doc.servers?.[0]?.url ?? '';
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => {
      const rows = ops
        .map(({ method, path, op }) => {
          const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}${p.required ? '' : '?'}`);
          const bodyTypes = Object.keys(op.requestBody?.content ?? {});
          const body = op.requestBody ? fields(Object.values(op.requestBody.content)[0]?.schema) : '';
          const [status, ok] = Object.entries(op.responses).find(([s]) => s.startsWith('2')) ?? ['', undefined];
          const answerTypes = Object.keys(ok?.content ?? {});
          const answer = answerTypes[0] === 'application/json' ? fields(ok?.content?.['application/json']?.schema) : answerTypes.join(', ');
          return `<tr id="${escapeHtml(`${method} ${path}`)}">
<td><code class="m ${method.toLowerCase()}">${method}</code></td>
<td><code>${escapeHtml(path)}</code><p>${escapeHtml(op.summary ?? '')}</p><p class="who">${escapeHtml(op.description ?? '')}</p></td>
<td>${query.length ? `<p><b>Query</b> ${escapeHtml(query.join(', '))}</p>` : ''}${body ? `<p><b>Body</b> <small>(${escapeHtml(bodyTypes.join(', '))})</small> ${escapeHtml(body)}</p>` : ''}</td>
<td><b>${escapeHtml(status)}</b> ${escapeHtml(answer)}</td>
</tr>`;
        })
        .join('\n');
      return `<section><h2>${escapeHtml(tag)}</h2>
<table><thead><tr><th>Method</th><th>Path and purpose</th><th>Request</th><th>Answer (top-level fields)</th></tr></thead><tbody>
${rows}
</tbody></table></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(doc.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:1rem 1.5rem;color:#0f172a}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{border-bottom:1px solid #cbd5e1;padding:.4rem .5rem;text-align:left;vertical-align:top}
td p{margin:.1rem 0}.who{color:#475569;font-size:.9em}
code{font-family:ui-monospace,monospace}.m{font-weight:700}.get{color:#166534}.post{color:#1e40af}.put,.patch{color:#9a3412}.delete{color:#991b1b}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Paths are under <code>${escapeHtml(base)}</code>. Every success body is <code>{ success: true, status: true, message?, data }</code>; lists add <code>meta: { page, per_page, total }</code>; errors are <code>{ success: false, status: false, message, errors? }</code>. The machine-readable document, with every field: <a href="${OPENAPI_PATH}">openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
${sections}
</main>
</body>
</html>
`;
}
