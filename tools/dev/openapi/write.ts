// `npm run openapi`: writes docs/openapi.json from the API's route table.
import { writeFileSync } from 'node:fs';
import { renderOpenApi, OPENAPI_PATH } from './render.js';

writeFileSync(OPENAPI_PATH, renderOpenApi());
console.log(`Wrote ${OPENAPI_PATH}`);
