// `npm run openapi`: writes docs/openapi.json from the API's route table, and the client's
// `paths` types from that document.
import { writeFileSync } from 'node:fs';
import {
  CLIENT_TYPES_PATH,
  OPENAPI_PATH,
  renderClientTypes,
  renderOpenApi,
  renderWebhookCatalogue,
  WEBHOOKS_DOC_PATH,
} from './render.js';

writeFileSync(OPENAPI_PATH, renderOpenApi());
console.log(`Wrote ${OPENAPI_PATH}`);
writeFileSync(CLIENT_TYPES_PATH, await renderClientTypes());
console.log(`Wrote ${CLIENT_TYPES_PATH}`);
writeFileSync(WEBHOOKS_DOC_PATH, await renderWebhookCatalogue());
console.log(`Wrote ${WEBHOOKS_DOC_PATH}`);
