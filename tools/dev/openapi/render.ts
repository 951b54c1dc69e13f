import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '@smm/api/routes';
import { openApiDocument } from './document.js';

/** Where the document lives. */
export const OPENAPI_PATH = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

const version = (
  JSON.parse(readFileSync(new URL('../../../apps/api/package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** The OpenAPI document of the whole route table (with the embedded issuer's routes). */
export function openApi(): Record<string, unknown> {
  return openApiDocument(apiRoutes({} as never), version);
}

/** The document as it is written to disk. */
export function renderOpenApi(): string {
  return `${JSON.stringify(openApi(), null, 2)}\n`;
}
