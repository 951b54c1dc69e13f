/**
 * Starts the built server (as `npm start` does) over a fresh embedded PostgreSQL with the demo
 * data for the browser tests, and stops it after them. Its address reaches the tests as
 * `inject('base')`.
 */
import { startServer, type BenchServer } from '@smm/tools/built-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    base: string;
  }
}

let server: BenchServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  project.provide('base', server.base);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
