// `npm run test:cluster` (called by .ci/run after `npm test`): two API instances (`node apps/api/dist/server.js`,
// the production build) on one fresh PostgreSQL database and one Redis, and what running them side by side must
// keep true (docs/operations.md#several-instances):
//   - a session made on one instance signs in on the other, and a bearer token minted by one is accepted by the other;
//   - rate-limit counters are shared (Redis): alternating between the two, the limit is reached once, not twice;
//   - a job runs once: every verification e-mail of accounts registered across both instances is written once;
//   - a sandbox purchase started on one and paid through the other gives the membership seen by both;
//   - a catalog change made through one is served by the other within a second (LISTEN/NOTIFY);
//   - SIGTERM on one turns it not ready at once and finishes the requests it holds (every one answers 200) while the
//     other keeps serving, and the process exits 0;
//   - SIGKILL under write load, then a restart: nothing acknowledged is lost, no job is lost, nothing is doubled
//     (scripts/cluster-sigkill.mjs);
//   - tracing: A runs with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector in this script, and a request's trace
//     arrives there with its HTTP, Fastify and PostgreSQL spans, the request id on them, and its URL's token redacted.
// Needs PostgreSQL (CLUSTER_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres: a database is created and
// dropped) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379; its database 7 is flushed), and `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { sigkillUnderWriteLoad } from './cluster-sigkill.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(server)) {
  console.error('test:cluster needs the production build: run `npm run build` first.');
  process.exit(1);
}

const adminUrl = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = `${(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d+$/, '')}/7`;
const database = `counsel_cluster_${Date.now()}_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const RATE_LIMIT_MAX = 300;
const PASSWORD = 'cluster-lantern-harbor-42';
const ports = [Number(process.env.CLUSTER_PORT ?? 3520), Number(process.env.CLUSTER_PORT ?? 3520) + 1];
const bases = ports.map((port) => `http://127.0.0.1:${port}`);
const [A, B] = bases;
const shared = {
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  APP_URL: A,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  PLAYBACK_SESSION_SECRET: randomBytes(32).toString('hex'),
  SANDBOX_WEBHOOK_SECRET: `whsec_cluster_${randomBytes(24).toString('hex')}`,
  TRUST_PROXY: 'true',
  RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  IDENTITY_ATTEMPTS_PER_IP: '1000',
  LOG_LEVEL: 'warn',
  // Long enough for a busy machine to read the 40 requests held at SIGTERM before the instance closes.
  SHUTDOWN_GRACE_SECONDS: '2',
  // The SIGKILL check watches an 80-second recording in 5 seconds, through the same rules.
  PLAYBACK_MAX_RATE: '16',
};

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what, probe, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const instances = [];
function start(index, env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `counsel-cluster-${index}-`));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: { ...process.env, ...shared, ...env, PORT: String(ports[index]), DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  instances[index] = { child, exited, dataDir, env };
  return until(
    `instance ${index} to answer`,
    () =>
      fetch(`${bases[index]}/api/ready`).then(
        (response) => response.ok,
        () => false,
      ),
    120_000,
  );
}

const admin = new pg.Client({ connectionString: adminUrl });
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
let db;
let collector;

/** A signed-in lawyer: registered through `registerAt`, verified and signed in through `signInAt`. */
async function lawyer(name, registerAt, signInAt) {
  const email = `${name}.${Date.now()}@cluster.example`;
  const registered = await fetch(`${registerAt}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Ada Lovelace', email, password: PASSWORD, acceptTerms: true }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const text = await until(`the verification e-mail to ${email}`, async () => {
    const { rows } = await db.query(
      `select text from mail_outbox where to_address = $1 and template = 'verification'`,
      [email],
    );
    return rows[0]?.text;
  });
  const link = /https?:\/\/\S+verify-email\S*/.exec(text)?.[0];
  if (!link) throw new Error('no verification link in the e-mail');
  const verified = await fetch(link.replace(A, signInAt), { redirect: 'manual' });
  if (verified.status >= 400) throw new Error(`verify: ${verified.status}`);
  const signedIn = await fetch(`${signInAt}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: A },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (signedIn.status !== 200) throw new Error(`sign in: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { email, cookie };
}

async function bearer(base, cookie) {
  const response = await fetch(`${base}/api/identity/token`, { headers: { cookie } });
  if (!response.ok) return null;
  return (await response.json()).token;
}

async function signedInStaff(base) {
  const response = await fetch(`${base}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: A },
    body: JSON.stringify({ email: 'staff@counsel-cle.example', password: 'demo-staff-beacon-2026' }),
  });
  if (response.status !== 200) throw new Error(`staff sign in: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return bearer(base, cookie);
}

/** Sends `count` GETs of `url` on established keep-alive sockets; answers the status of each. */
async function onOpenSockets(base, count, url) {
  const { hostname, port } = new URL(base);
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  const answers = sockets.map(
    (socket) =>
      new Promise((resolve) => {
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
          if (received.includes('\r\n\r\n')) resolve(Number(received.slice(9, 12)));
        });
        socket.once('error', (error) => resolve(error.code ?? 'error'));
        socket.once('close', () => resolve(received ? Number(received.slice(9, 12)) : 'closed'));
      }),
  );
  for (const socket of sockets) {
    socket.write(`GET ${url()} HTTP/1.1\r\nhost: ${hostname}\r\nconnection: keep-alive\r\n\r\n`);
  }
  return { answers: Promise.all(answers), close: () => sockets.forEach((socket) => socket.destroy()) };
}

/** An OTLP/HTTP collector (JSON): the spans it has received, their attributes flattened; and every body raw. */
async function otlpCollector() {
  const spans = [];
  const bodies = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      if (request.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map((entry) => [entry.key, Object.values(entry.value ?? {})[0]]),
              );
              spans.push({
                scope: scope.scope?.name ?? '',
                name: span.name,
                traceId: span.traceId,
                attributes,
              });
            }
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { spans, bodies, url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function main() {
  collector = await otlpCollector();
  await admin.connect();
  await admin.query(`create database ${database}`);
  db = new pg.Client({ connectionString: databaseUrl });
  await redis.connect();
  await redis.flushdb();
  const migrated = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  if (migrated.status !== 0) throw new Error('migrations failed');
  await db.connect();
  // One instance seeds the demo data; the second starts on it.
  await start(0, {
    SEED_DEMO_DATA: 'true',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  await start(1, { SEED_DEMO_DATA: 'false' });
  console.log(`Two API instances on ${database}: ${A} and ${B}`);

  // Rate limits: a client of its own (X-Forwarded-For), alternating between the instances, is limited once.
  let firstLimited = 0;
  for (let sent = 1; sent <= 2 * RATE_LIMIT_MAX + 10; sent += 1) {
    const response = await fetch(`${bases[sent % 2]}/api/catalog/practice-areas`, {
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    if (response.status === 429) {
      firstLimited = sent;
      break;
    }
  }
  check(
    firstLimited > 0 && firstLimited <= RATE_LIMIT_MAX + 1,
    `rate limits are shared: alternating between the two, request ${firstLimited} is the first refused (limit ${RATE_LIMIT_MAX})`,
  );

  // Sessions and tokens: registered on A, verified and signed in on B; the token of A is accepted by B.
  const grace = await lawyer('grace', A, B);
  const tokenFromA = await bearer(A, grace.cookie);
  check(tokenFromA !== null, 'a session made on B is signed in on A');
  const onB = await fetch(`${B}/api/user/subscription`, {
    headers: { authorization: `Bearer ${tokenFromA}` },
  });
  check(onB.status === 200, `a bearer token minted by A is accepted by B (${onB.status})`);

  // Tracing (A only): one request's trace, with its id, its HTTP, Fastify and PostgreSQL spans, its token redacted.
  const requestId = `cluster-trace-${randomBytes(6).toString('hex')}`;
  const secretValue = randomBytes(12).toString('hex');
  const traced = await fetch(`${A}/api/user/subscription?token=${secretValue}`, {
    headers: { authorization: `Bearer ${tokenFromA}`, 'x-request-id': requestId },
  });
  const tagged = await until('the trace at the collector', () => {
    const spans = collector.spans.filter((span) => span.attributes['http.request.id'] === requestId);
    return spans.length >= 2 ? spans : null;
  }).catch(() => []);
  const traceId = tagged[0]?.traceId;
  await sleep(500);
  const inTrace = collector.spans.filter((span) => span.traceId === traceId);
  const scopes = new Set(inTrace.map((span) => span.scope));
  check(
    traced.status === 200 &&
      ['@opentelemetry/instrumentation-http', '@fastify/otel', '@opentelemetry/instrumentation-pg'].every(
        (scope) => scopes.has(scope),
      ) &&
      tagged.some((span) => span.scope === '@opentelemetry/instrumentation-http'),
    `tracing: a request's trace reached the collector with its request id (${inTrace.length} spans: ${[...scopes].join(', ')})`,
  );
  check(
    collector.bodies.length > 0 && !collector.bodies.some((body) => body.includes(secretValue)),
    `tracing: the URL's token is redacted in every span sent (${collector.bodies.length} exports)`,
  );

  // Jobs run once: accounts registered through both instances get one verification e-mail each.
  const emails = [];
  for (let index = 0; index < 8; index += 1) {
    const email = `once.${index}.${Date.now()}@cluster.example`;
    emails.push(email);
    await fetch(`${bases[index % 2]}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Ada Lovelace', email, password: PASSWORD, acceptTerms: true }),
    });
  }
  await until('every verification e-mail', async () => {
    const { rows } = await db.query(`select count(*)::int as n from mail_outbox where to_address = any($1)`, [
      emails,
    ]);
    return rows[0].n >= emails.length;
  });
  await sleep(2000); // both instances poll the queue every second: a second run would have written by now
  const { rows: perAddress } = await db.query(
    `select to_address, count(*)::int as n from mail_outbox where to_address = any($1) group by to_address`,
    [emails],
  );
  check(
    perAddress.length === emails.length && perAddress.every((row) => row.n === 1),
    `a job runs once: ${emails.length} accounts across both instances, ${perAddress.reduce((sum, row) => sum + row.n, 0)} verification e-mails`,
  );

  // A sandbox purchase started on A and paid through B: the membership is seen by both.
  const catalog = await (await fetch(`${A}/api/content/memberships`)).json();
  const plans = Array.isArray(catalog) ? catalog : (catalog.plans ?? catalog.items ?? []);
  const individual = plans.find((plan) => plan.kind === 'INDIVIDUAL');
  const priceId = (individual?.prices.find((price) => price.interval === 'month') ?? individual?.prices[0])
    ?.id;
  const buyer = await lawyer('buyer', A, A);
  const buyerToken = await bearer(A, buyer.cookie);
  const checkout = await fetch(`${A}/api/subscription/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyerToken}` },
    body: JSON.stringify({ priceId }),
  });
  const checkoutUrl = checkout.ok ? (await checkout.json()).checkout_url : '';
  const sessionPath = new URL(checkoutUrl || 'http://x/').pathname;
  const paid = await fetch(`${B}${sessionPath}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'cardNumber=4242424242424242',
    redirect: 'manual',
  });
  const member = await until(
    'the membership',
    async () => {
      const response = await fetch(`${A}/api/user/subscription`, {
        headers: { authorization: `Bearer ${buyerToken}` },
      });
      const body = await response.json();
      return body.subscription?.status === 'ACTIVE' ? body : null;
    },
    20_000,
  ).catch(() => null);
  check(
    checkout.ok && paid.status < 400 && member !== null,
    `a sandbox purchase started on A and paid through B is a membership on A (checkout ${checkout.status}, pay ${paid.status})`,
  );

  // A catalog change through A is served by B within a second.
  const staffToken = await signedInStaff(A);
  const list = await (await fetch(`${B}/api/courses?pageSize=1`)).json();
  const course = list.items[0];
  check(
    (await fetch(`${B}/api/courses/${course.slug}`)).status === 200,
    'B serves a published course (cached)',
  );
  const unpublished = await fetch(`${A}/api/staff/courses/${course.id}/unpublish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}` },
  });
  const changedAt = Date.now();
  const gone = await until(
    'B to drop the unpublished course',
    async () => (await fetch(`${B}/api/courses/${course.slug}`)).status === 404,
    5000,
  ).catch(() => false);
  const lag = Date.now() - changedAt;
  check(
    unpublished.ok && gone && lag <= 1000,
    `a catalog change through A is served by B after ${lag} ms (≤ 1,000)`,
  );
  await fetch(`${A}/api/staff/courses/${course.id}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}` },
  });

  // SIGTERM on B while it holds requests: it turns not ready at once, answers every request it holds, A keeps serving,
  // and B exits 0 after its grace period.
  const held = await onOpenSockets(B, 40, () => `/api/courses?q=${randomBytes(4).toString('hex')}`);
  await sleep(5);
  instances[1].child.kill('SIGTERM');
  const readyAfterSigterm = await until(
    'B to turn not ready',
    async () => (await fetch(`${B}/api/ready`).then((response) => response.status)) === 503,
    2000,
  ).catch(() => false);
  const duringDrain = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${A}/api/courses?pageSize=3`).then((response) => response.status),
    ),
  );
  const statuses = await held.answers;
  held.close();
  const { code } = await instances[1].exited;
  check(
    readyAfterSigterm,
    'SIGTERM: B answers GET /api/ready 503 at once (the load balancer stops sending to it)',
  );
  check(
    statuses.every((status) => status === 200),
    `SIGTERM: the 40 requests B held were answered (${[...new Set(statuses)].join(', ')})`,
  );
  check(
    duringDrain.every((status) => status === 200),
    'A kept serving while B drained',
  );
  check(code === 0, `B exited ${code} after SIGTERM`);

  // SIGKILL under write load on A, now the only instance (so no other runs its jobs meanwhile), then a restart.
  await sigkillUnderWriteLoad({
    base: A,
    db,
    member: buyer,
    bearer: (cookie) => bearer(A, cookie),
    webhookSecret: shared.SANDBOX_WEBHOOK_SECRET,
    kill: async () => {
      instances[0].child.kill('SIGKILL');
      await instances[0].exited;
      rmSync(instances[0].dataDir, { recursive: true, force: true });
    },
    restart: () => start(0, instances[0].env),
    check,
    until,
  });

  // Everything A traced (registrations, sign-ins, a purchase, staff changes): no e-mail address, no password.
  await sleep(500);
  check(
    !collector.bodies.some((body) => body.includes('@cluster.example') || body.includes(PASSWORD)),
    `tracing: no e-mail address or password in the ${collector.bodies.length} exports of the whole run`,
  );
}

let error = null;
try {
  await main();
} catch (caught) {
  error = caught;
}
for (const instance of instances) {
  if (!instance) continue;
  instance.child.kill('SIGKILL');
  await instance.exited;
  rmSync(instance.dataDir, { recursive: true, force: true });
}
collector?.close();
await db?.end().catch(() => undefined);
await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
await admin.end().catch(() => undefined);
await redis.flushdb().catch(() => undefined);
redis.disconnect();
if (error) {
  console.error(error);
  process.exit(1);
}
if (failures.length > 0) {
  console.error(`test:cluster: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('test:cluster: every check passed');
