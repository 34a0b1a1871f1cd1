// `npm run bench [-- --db pglite|postgres --only all|catalog|heartbeats|certificates --duration S]`
// Starts the built server on a fresh database and measures, in turn:
// - catalog (`--courses 5000 --connections 10`, 10 s per endpoint): the demo catalog plus N generated courses;
//   each endpoint with autocannon, one after another, throughput as a ratio to /api/health measured in the same
//   run, with p50 and p99 latency; `--courses 5000,50000` repeats it per size on a fresh database and prints the
//   p50 curve; `--catalog-cache off` measures the queries behind the catalog cache (ADR 016);
// - heartbeats (`--viewers 10000 --heartbeat-connections 100`, 30 s): N viewers with an active membership, each
//   enrolled in an on-demand course, sending a player heartbeat every 10 s (scripts/bench-heartbeats.mjs);
//   `--instances 2` (PostgreSQL) starts that many API processes on consecutive ports and spreads the generator's
//   connections over them, as a proxy in front of several instances would (compose.yaml runs two);
// - certificates (after the server stops): render time per PDF (scripts/bench-certificates.mjs).
// `--duration` overrides both durations. Results are also written to bench-results/<db>-<time>.json.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { formatHeartbeats, runHeartbeats, startIssuer } from './bench-heartbeats.mjs';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    only: { type: 'string', default: 'all' },
    // One count, or a comma-separated curve (`--courses 5000,50000`): each count gets a fresh database.
    courses: { type: 'string', default: '5000' },
    // `off` starts the server with CATALOG_CACHE_ENTRIES=0, to measure the queries behind the catalog cache.
    'catalog-cache': { type: 'string', default: 'on' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
    viewers: { type: 'string', default: '10000' },
    'heartbeat-connections': { type: 'string', default: '100' },
    port: { type: 'string', default: '3300' },
    instances: { type: 'string', default: '1' },
  },
});
const PARTS = ['catalog', 'heartbeats', 'certificates'];
if (values.only !== 'all' && !PARTS.includes(values.only)) {
  console.error(`--only must be all or one of ${PARTS.join(', ')}`);
  process.exit(2);
}
const parts = new Set(values.only === 'all' ? PARTS : [values.only]);
const courseCounts = values.courses.split(',').map((count) => Number(count.trim()));
if (courseCounts.some((count) => !Number.isInteger(count) || count < 0)) {
  console.error('--courses must be a whole number or a comma-separated list of them');
  process.exit(2);
}
if (!['on', 'off'].includes(values['catalog-cache'])) {
  console.error('--catalog-cache must be on or off');
  process.exit(2);
}
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || (instances > 1 && values.db !== 'postgres')) {
  console.error('--instances must be a whole number ≥ 1, and more than 1 only with --db postgres');
  process.exit(2);
}
/** Each API instance's base URL: the first at --port, the others on the ports after it. */
const bases = Array.from({ length: instances }, (_, index) => `http://127.0.0.1:${port + index}`);
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const results = { db: values.db, machine };

async function benchCatalog() {
  const duration = Number(values.duration ?? 10);
  const list = await (await fetch(`${base}/api/courses?q=divorce&pageSize=1`)).json();
  const slug = list.items[0]?.slug;
  const filtered = await (
    await fetch(`${base}/api/courses?type=CLE&states=NY&states=CA&practiceAreas=family-law&pageSize=1`)
  ).json();
  if (!slug || filtered.pagination.totalItems === 0)
    throw new Error('The benchmark queries must match courses');
  const total = (await (await fetch(`${base}/api/courses?pageSize=1`)).json()).pagination.totalItems;
  const unfilteredTag = (await fetch(`${base}/api/courses`)).headers.get('etag');
  const targets = [
    ['GET /api/health', '/api/health'],
    ['GET /api/courses (unfiltered)', '/api/courses'],
    [
      'GET /api/courses (filtered)',
      '/api/courses?type=CLE&states=NY&states=CA&practiceAreas=family-law&sort=newest',
    ],
    ['GET /api/courses (searched)', '/api/courses?q=divorce%20mediation'],
    ['GET /api/courses/{id}', `/api/courses/${slug}`],
    // A client revalidating what it holds (the web app's requests do: api-client's `cache: 'no-cache'`).
    ...(unfilteredTag
      ? [['GET /api/courses (If-None-Match → 304)', '/api/courses', { 'if-none-match': unfilteredTag }]]
      : []),
  ];
  const rows = [];
  for (const [label, url, headers = {}] of targets) {
    await autocannon({ url: base + url, headers, connections: 2, duration: 2 }); // warm-up
    const result = await autocannon({
      url: base + url,
      headers,
      connections: Number(values.connections),
      duration,
    });
    rows.push({
      label,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // A 304 is the answer the revalidating row expects: errors are failures, 4xx and 5xx.
      errors: result.errors + result['4xx'] + result['5xx'],
    });
  }
  const health = rows[0]?.requestsPerSecond ?? 1;
  console.log(
    `\n${values.db}, ${total} courses, ${values.connections} connections, ${duration} s each, catalog cache ${values['catalog-cache']}`,
  );
  console.log(`machine: ${machine}\n`);
  console.log('| endpoint | req/s | ratio to health | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${(row.requestsPerSecond / health).toFixed(3)} | ${row.p50} | ${row.p99} | ${row.errors} |`,
    );
  }
  results.catalog = [...(results.catalog ?? []), { courses: total, cache: values['catalog-cache'], rows }];
}

/** With a curve (`--courses 5000,50000`): how each endpoint's median latency grows with the catalog's size. */
function printCatalogCurve() {
  const runs = results.catalog ?? [];
  if (runs.length < 2) return;
  const [first] = runs;
  console.log(`\nCurve (p50 ms by catalog size; growth = last ÷ first):\n`);
  console.log(`| endpoint | ${runs.map((run) => `${run.courses} courses`).join(' | ')} | growth |`);
  console.log(`|---|${runs.map(() => '---:').join('|')}|---:|`);
  for (const [index, row] of first.rows.entries()) {
    const p50s = runs.map((run) => run.rows[index]?.p50 ?? NaN);
    const growth = p50s.at(-1) / Math.max(p50s[0], 1);
    console.log(`| ${row.label} | ${p50s.join(' | ')} | ${growth.toFixed(2)}× |`);
  }
}

/**
 * Checks the setup (tokens, enrollments) and warms the server (JIT, database connections, caches) with 2,000
 * progress reads of the same viewers, 20 at a time, spread over the instances; they write nothing.
 */
async function warmHeartbeats(viewers) {
  const sample = Array.from({ length: 2000 }, (_, index) => viewers[index % viewers.length]);
  for (let start = 0; start < sample.length; start += 20) {
    await Promise.all(
      sample.slice(start, start + 20).map(async (viewer, index) => {
        const instanceBase = bases[index % bases.length];
        const response = await fetch(`${instanceBase}/api/mux/progress/${viewer.courseId}`, {
          headers: { authorization: `Bearer ${viewer.token}` },
        });
        if (!response.ok) throw new Error(`Warm-up: ${response.status} ${await response.text()}`);
      }),
    );
  }
}

/** CPU milliseconds (user + system) the processes have used, from /proc (Linux; 0 elsewhere). */
function cpuMs(pids) {
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // The process ended, or there is no /proc.
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/**
 * The CPU milliseconds used so far by the PostgreSQL processes that serve `database`: its client backends and the
 * server's own (WAL writer, checkpointer, ...), not other databases' backends (another engineer's tests). Counted per
 * process as a running sum of what each used since it was first seen, so a backend that ends does not take its past
 * CPU out of the total.
 */
function postgresCpu(serverUrl, database) {
  const seen = new Map();
  let total = 0;
  return () => {
    const listed = spawnSync(
      'psql',
      [
        serverUrl,
        '-Atc',
        `select pid from pg_stat_activity where datname = '${database}' or backend_type <> 'client backend'`,
      ],
      { encoding: 'utf8' },
    );
    const pids = listed.status === 0 ? listed.stdout.split('\n').filter((line) => /^\d+$/.test(line)) : [];
    const first = seen.size === 0;
    for (const pid of pids) {
      const used = cpuMs([pid]);
      if (!first) total += used - (seen.get(pid) ?? 0);
      seen.set(pid, used);
    }
    return total;
  };
}

/**
 * Scans per table of the bench database (pg_stat_user_tables): sequential scans, the rows they read, index scans.
 * A sequential scan per heartbeat on a growing table is what made 20,000 viewers slower than 10,000 (docs/performance.md).
 */
function tableScans(database) {
  const url = new URL(database.serverUrl);
  url.pathname = `/${database.name}`;
  const listed = spawnSync(
    'psql',
    [
      url.toString(),
      '-AtF',
      ',',
      '-c',
      'select relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0), n_live_tup from pg_stat_user_tables',
    ],
    { encoding: 'utf8' },
  );
  const scans = new Map();
  for (const line of listed.status === 0 ? listed.stdout.trim().split('\n') : []) {
    const [table, seq, seqRows, index, live] = line.split(',');
    scans.set(table, {
      seq: Number(seq),
      seqRows: Number(seqRows),
      index: Number(index),
      live: Number(live),
    });
  }
  return scans;
}

function printScanDelta(before, after) {
  const rows = [...after]
    .map(([table, now]) => {
      const then = before.get(table) ?? { seq: 0, seqRows: 0, index: 0 };
      return {
        table,
        seq: now.seq - then.seq,
        seqRows: now.seqRows - then.seqRows,
        index: now.index - then.index,
        live: now.live,
      };
    })
    .filter((row) => row.seq > 0 || row.index > 0)
    .sort((a, b) => b.seqRows - a.seqRows);
  console.log('\nTable scans during the run (pg_stat_user_tables; statistics lag by up to a second):');
  console.log('| table | seq scans | rows read by seq scans | index scans | live rows |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(`| ${row.table} | ${row.seq} | ${row.seqRows} | ${row.index} | ${row.live} |`);
}

async function benchHeartbeats(viewers, serverPids, database) {
  await warmHeartbeats(viewers);
  const databaseCpu = database ? postgresCpu(database.serverUrl, database.name) : () => 0;
  const scansBefore = database ? tableScans(database) : null;
  const result = await runHeartbeats({
    bases,
    viewers,
    durationSeconds: Number(values.duration ?? 30),
    connections: Number(values['heartbeat-connections']),
    cpu: () => ({
      server: cpuMs(serverPids),
      database: databaseCpu(),
    }),
  });
  console.log(
    `\n${values.db}, heartbeats (POST /api/mux/progress/{courseId}), ${instances} API instance${instances > 1 ? 's' : ''}`,
  );
  console.log(`machine: ${machine} (the load generator shares it)\n`);
  console.log(formatHeartbeats(result));
  if (database) printScanDelta(scansBefore, tableScans(database));
  results.heartbeats = result;
}

function benchCertificates() {
  const output = spawnSync('node', ['scripts/bench-certificates.mjs'], { encoding: 'utf8' });
  if (output.status !== 0) throw new Error(`bench-certificates failed: ${output.stderr}`);
  console.log(`\n${output.stdout.trim()}`);
  const match = /mean ([\d.]+) ms, p95 ([\d.]+) ms per PDF/.exec(output.stdout);
  results.certificates = match
    ? { meanMs: Number(match[1]), p95Ms: Number(match[2]) }
    : { output: output.stdout };
}

async function benchServer({ courses, catalog, heartbeats }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    ...(values['catalog-cache'] === 'off' ? { CATALOG_CACHE_ENTRIES: '0' } : {}),
  };
  delete env.DATABASE_URL;
  let cleanup = () => {};
  let database = null;
  if (values.db === 'postgres') {
    const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `counsel_bench_${Date.now()}`;
    spawnSync('psql', [server, '-qc', `create database ${name}`], { stdio: 'inherit' });
    const url = new URL(server);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    database = { serverUrl: server, name };
    cleanup = () =>
      spawnSync('psql', [server, '-qc', `drop database if exists ${name} with (force)`], {
        stdio: 'inherit',
      });
  } else {
    env.DATA_DIR = path.join(tmpdir(), `counsel-bench-${Date.now()}`);
    cleanup = () => rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
  const run = (command, args) => {
    const result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  };

  let issuer;
  const servers = [];
  try {
    if (catalog) {
      console.log(`Seeding ${courses} generated courses on ${values.db}...`);
      run('npm', ['run', 'seed:large', '--silent', '--', '--courses', String(courses)]);
    }
    let viewers = [];
    if (heartbeats) {
      const file = path.join(tmpdir(), `counsel-bench-viewers-${Date.now()}.json`);
      console.log(`Seeding ${values.viewers} viewers on ${values.db}...`);
      run('npm', ['run', 'seed:viewers', '--silent', '--', '--viewers', values.viewers, '--out', file]);
      const seeded = JSON.parse(readFileSync(file, 'utf8'));
      rmSync(file, { force: true });
      issuer = await startIssuer();
      Object.assign(env, issuer.env);
      const minting = Date.now();
      viewers = await Promise.all(
        seeded.map(async ({ userId, courseId }) => ({ courseId, token: await issuer.mint(userId) })),
      );
      console.log(`Minted ${viewers.length} ID tokens in ${((Date.now() - minting) / 1000).toFixed(1)} s.`);
    }

    // BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (not allowed in
    // NODE_OPTIONS); the profile is written when the server stops.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // One after another: the first seeds the demo data on an empty database, the others find it there.
    for (const [index, instanceBase] of bases.entries()) {
      const server = spawn('node', [...nodeArgs, 'apps/api/dist/server.js'], {
        env: { ...env, PORT: String(port + index) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(server);
      const starting = Date.now();
      let up = false;
      // A large catalog on a busy machine can take a minute to start (migrations, the demo seed's checks).
      while (!up && Date.now() - starting < 300_000 && server.exitCode === null) {
        up = await fetch(`${instanceBase}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (!up) throw new Error(`The server did not start (exit code ${server.exitCode})`);
      console.log(`Server up at ${instanceBase} in ${((Date.now() - starting) / 1000).toFixed(1)} s.`);
    }
    if (catalog) await benchCatalog();
    if (heartbeats)
      await benchHeartbeats(
        viewers,
        servers.map((server) => server.pid),
        database,
      );
  } finally {
    for (const server of servers) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await issuer?.close();
    cleanup();
  }
}

if (parts.has('catalog')) {
  // The first count shares its server with the heartbeats, as before; each further count gets its own database.
  for (const [index, courses] of courseCounts.entries()) {
    await benchServer({ courses, catalog: true, heartbeats: index === 0 && parts.has('heartbeats') });
  }
  printCatalogCurve();
} else if (parts.has('heartbeats')) {
  await benchServer({ courses: 0, catalog: false, heartbeats: true });
}
if (parts.has('certificates')) benchCertificates();
mkdirSync('bench-results', { recursive: true });
writeFileSync(`bench-results/${values.db}-${Date.now()}.json`, JSON.stringify(results, null, 2));
