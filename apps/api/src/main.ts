import { readConfig } from './config.js';
import { buildServer } from './server.js';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildServer({ webRoot: config.webRoot, logLevel: config.logLevel });
  const shutdown = (signal: string) => {
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(
        `Port ${config.port} is in use. Stop the other server or choose another port: PORT=8081 npm start`,
      );
    } else {
      console.error(error);
    }
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Switchboard is running on http://${shown}:${config.port}`);
}

void main();
