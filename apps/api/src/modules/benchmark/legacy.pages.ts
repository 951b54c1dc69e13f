import type { FastifyInstance } from 'fastify';
import { page } from '../../networks/sandbox.pages.js';

/** Where the legacy benchmark's page is (the sandbox's stand-in for it). */
export const LEGACY_BENCHMARK_PAGE = '/sandbox/benchmark-legacy';

/**
 * The benchmark menu's legacy link (`LEGACY_BENCHMARK_HREF`, behind `benchmarkLegacyAccess`):
 * signing in to the legacy benchmark redirects to its page — on this server, an honest page
 * saying that the legacy benchmark is not part of this installation, with the way back.
 */
export function legacyBenchmarkPages(app: FastifyInstance): void {
  app.get('/api/benchmark/legacy/sso', async (_request, reply) =>
    reply.redirect(LEGACY_BENCHMARK_PAGE, 302),
  );
  app.get(LEGACY_BENCHMARK_PAGE, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      page(
        'Legacy benchmark',
        `<h1>Legacy benchmark</h1>
<p>This is where the legacy benchmark product opens for organisations that still have access to it.
This installation has no legacy benchmark: everything it showed is in Benchmark now.</p>
<p><a href="/#/benchmark">Back to Benchmark</a></p>`,
      ),
    ),
  );
}
