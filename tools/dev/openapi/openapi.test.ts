import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { apiRoutes } from '@smm/api/routes';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES_PATH,
  OPENAPI_PATH,
  openApi,
  renderClientTypes,
  renderOpenApi,
  renderWebhookCatalogue,
  WEBHOOKS_DOC_PATH,
} from './render.js';

describe('docs/openapi.json', () => {
  it('is what the route table produces (run `npm run openapi`)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(renderOpenApi());
  });

  it("gives the client's paths types (run `npm run openapi`)", async () => {
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8')).toBe(await renderClientTypes());
  });

  it('gives the webhook topic catalogue in docs/webhooks.md (run `npm run openapi`)', async () => {
    expect(readFileSync(WEBHOOKS_DOC_PATH, 'utf8')).toBe(await renderWebhookCatalogue());
  });

  it('describes what every webhook topic posts', () => {
    const document = openApi() as { webhooks: Record<string, { post: { summary: string } }> };
    expect(Object.keys(document.webhooks)).toContain('engage.item.created');
    expect(document.webhooks['user.invited']?.post.summary).toMatch(/invited/);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(openApi()) as never);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('has an operation for every route, with its access rule', () => {
    const document = openApi() as {
      paths: Record<string, Record<string, { description: string }>>;
    };
    for (const route of apiRoutes({} as never)) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.description).toMatch(/^Access: /);
    }
  });

  it('describes entities once, by reference', () => {
    const document = openApi() as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['User', 'Team', 'Channel', 'LoginRequest', 'TokenResponse']),
    );
  });
});
