import type { FastifyInstance } from 'fastify';

/** `GET /healthz`: the server is up and serving. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
}
