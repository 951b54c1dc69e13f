import type { AnyRoute } from '@smm/api/routes';
import type * as t from 'io-ts';
import { WEBHOOK_TOPICS, WebhookTopicName } from '@smm/model';
import { toJsonSchema, type JsonSchema, type SchemaRegistry } from './codec-schema.js';

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

const ACCESS_TEXT: Record<AnyRoute['access'], string> = {
  public: 'Anyone; no token needed.',
  user: 'Any signed-in user; objects of other organisations answer 404.',
  adminOrTeamLeader: 'Administrators and team leaders.',
  channelManager: 'Administrators and members of a team that grants manageChannels.',
  admin: 'Administrators of the organisation.',
  superUser: 'Support staff (realm role smm_super_user).',
};

/** An object schema itself, also when the codec is an entity (a `$ref` into the registry). */
function objectSchema(
  codec: unknown,
  registry: SchemaRegistry,
): { properties?: Record<string, JsonSchema>; required?: string[] } {
  const schema = toJsonSchema(codec as t.Decoder<unknown, unknown> & { name: string }, registry);
  return resolveObject(schema, registry);
}

/** A schema with its `$ref` resolved, and the parts of an `allOf` (an intersection) merged. */
function resolveObject(
  schema: JsonSchema,
  registry: SchemaRegistry,
): { properties?: Record<string, JsonSchema>; required?: string[] } {
  const ref = schema['$ref'];
  const resolved =
    typeof ref === 'string' ? (registry.get(ref.split('/').pop() ?? '') ?? schema) : schema;
  const parts = resolved['allOf'];
  if (!Array.isArray(parts)) {
    return resolved as { properties?: Record<string, JsonSchema>; required?: string[] };
  }
  const merged = (parts as JsonSchema[]).map((part) => resolveObject(part, registry));
  return {
    properties: Object.assign({}, ...merged.map((part) => part.properties ?? {})),
    required: merged.flatMap((part) => part.required ?? []),
  };
}

function parameters(route: AnyRoute, registry: SchemaRegistry): JsonSchema[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const pathSchema = route.params ? objectSchema(route.params, registry) : {};
  const path = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: pathSchema.properties?.[name] ?? { type: 'string' },
  }));
  const querySchema = route.query ? objectSchema(route.query, registry) : {};
  const query = Object.entries(querySchema.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: querySchema.required?.includes(name) ?? false,
    schema,
  }));
  return [...path, ...query];
}

/**
 * The OpenAPI 3.1 `webhooks` section: what the product posts to a subscribed endpoint for each
 * topic (the Standard Webhooks envelope with the topic's data, its example, the signature
 * headers), from `@smm/model`'s catalogue (decision 0053).
 */
function webhookOperations(registry: SchemaRegistry): Record<string, unknown> {
  const header = (description: string) => ({
    required: true,
    schema: { type: 'string' },
    description,
  });
  return Object.fromEntries(
    WebhookTopicName.values.map((topic) => {
      const entry = WEBHOOK_TOPICS[topic];
      return [
        topic,
        {
          post: {
            summary: entry.description,
            tags: [`webhooks: ${entry.group}`],
            parameters: [
              {
                name: 'webhook-id',
                in: 'header',
                ...header('The same on every attempt: drop duplicates by it.'),
              },
              {
                name: 'webhook-timestamp',
                in: 'header',
                ...header('Seconds since the epoch when it was signed.'),
              },
              {
                name: 'webhook-signature',
                in: 'header',
                ...header(
                  '`v1,` HMAC-SHA256 signatures, space-separated (two during a secret rotation).',
                ),
              },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      type: { const: topic },
                      timestamp: { type: 'string', format: 'date-time' },
                      data: toJsonSchema(
                        entry.data as Parameters<typeof toJsonSchema>[0],
                        registry,
                      ),
                    },
                    required: ['type', 'timestamp', 'data'],
                  },
                  example: {
                    type: topic,
                    timestamp: '2026-11-26T09:15:00.000Z',
                    data: entry.example,
                  },
                },
              },
            },
            responses: {
              '200': {
                description: 'Any 2xx within 15 s: delivered. Anything else is tried again.',
              },
            },
          },
        },
      ];
    }),
  );
}

/**
 * The OpenAPI 3.1 document of a route table: paths with their parameters, bodies, responses and
 * access rules, entity schemas under `components.schemas`, bearer authentication.
 */
export function openApiDocument(routes: readonly AnyRoute[], version: string): JsonSchema {
  const registry: SchemaRegistry = new Map();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const status = String(route.status ?? (route.response === null ? 204 : 200));
    const operation: Record<string, unknown> = {
      operationId: `${route.method.toLowerCase()}${route.path
        .replace(/\{(\w+)\}/g, 'By-$1')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part: string) => `${part[0]?.toUpperCase() ?? ''}${part.slice(1)}`)
        .join('')}`,
      summary: route.summary,
      description: `Access: ${ACCESS_TEXT[route.access]}`,
      tags: [route.tag],
      ...(route.access === 'public' ? { security: [] } : {}),
    };
    const params = parameters(route, registry);
    if (params.length > 0) operation['parameters'] = params;
    if (route.upload === true) {
      operation['requestBody'] = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      };
    } else if (route.body) {
      operation['requestBody'] = {
        required: true,
        content: {
          'application/json': {
            schema: toJsonSchema(
              route.body as t.Decoder<unknown, unknown> & { name: string },
              registry,
            ),
          },
        },
      };
    }
    operation['responses'] = {
      [status]:
        route.response === null
          ? { description: 'Done' }
          : route.csv !== undefined
            ? {
                description: `A CSV file (${route.csv})`,
                content: { 'text/csv': { schema: { type: 'string' } } },
              }
            : {
                description: 'OK',
                content: {
                  'application/json': {
                    schema: toJsonSchema(
                      route.response as t.Decoder<unknown, unknown> & { name: string },
                      registry,
                    ),
                  },
                },
              },
      ...(route.body || route.params || route.query ? { '400': ERROR_RESPONSE } : {}),
      ...(route.access === 'public' ? {} : { '401': ERROR_RESPONSE }),
      ...(route.access === 'public' || route.access === 'user' ? {} : { '403': ERROR_RESPONSE }),
      ...(route.path.includes('{') ? { '404': ERROR_RESPONSE } : {}),
    };
    const path = (paths[route.path] ??= {});
    path[route.method.toLowerCase()] = operation;
  }
  const webhooks = webhookOperations(registry);
  const schemas = Object.fromEntries(
    [...registry.entries()].sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Switchboard API',
      version,
      description:
        'The API of Switchboard. Generated from the route table by `npm run openapi`; do not edit by hand.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    webhooks,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Error: {
          description: 'The API error shape (platform §8)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  status: { type: 'integer' },
                  message: { type: 'string' },
                  errorCode: { type: 'string' },
                  networkCode: {
                    type: 'integer',
                    description: "A network's refusal: the network's own error code",
                  },
                  networkSubcode: {
                    type: 'integer',
                    description: "A network's refusal: the network's own error subcode",
                  },
                },
                required: ['status', 'message'],
              },
            },
          },
        },
      },
      schemas,
    },
  };
}
