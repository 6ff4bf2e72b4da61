import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route answering a small JSON object, with no plugins, no
 * logging and no database. Runs as its own process, like the real server, so both share the
 * machine with autocannon on equal terms. Prints its port on stdout once it listens.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
