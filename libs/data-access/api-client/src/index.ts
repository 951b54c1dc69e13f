/**
 * @smm/api-client: the typed client of the Switchboard API (openapi-fetch over the paths
 * generated from docs/openapi.json). See README.md.
 */
export { ApiCallError, createApiClient } from './client.js';
export type { ApiClient, ApiClientOptions } from './client.js';
export type { components, operations, paths } from './schema.js';
