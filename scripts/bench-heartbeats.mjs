// The heartbeat part of `npm run bench` (scripts/bench.mjs): simulated viewers of on-demand courses, each sending
// `start` once and then a `tick` every 10 s of wall-clock time (position +10 s, sequence +1), as the player does.
// The viewers are staggered evenly, so N viewers offer N / 10 heartbeats per second (10,000 → 1,000/s).
//
// Open loop: every heartbeat has a scheduled send time and is sent then whatever the server's state, over a fixed
// number of keep-alive connections (a heartbeat waits in the generator's queue while all connections are busy).
// The connections are plain TCP sockets speaking HTTP/1.1 (one request at a time each, as a browser's keep-alive
// connection): the generator shares the server's cores, and Node's `http` client cost it 0.27 ms of CPU per
// heartbeat, a third of the machine at 2,000/s; writing the request bytes and reading the status line and
// content-length costs a fraction of that (docs/performance.md, 2026-11-29).
// Latency runs from the scheduled time to the end of the response, so waiting for a connection counts
// (no coordinated omission). The bench is its own OIDC issuer: an RS256 key, its JWKS on a local port, one ID token
// per viewer; the server starts with OIDC_ISSUER / OIDC_AUDIENCE / OIDC_JWKS_URL pointing at it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const AUDIENCE = 'counsel-bench';
const KEY_ID = 'bench-key';

/**
 * Starts the benchmark's OIDC issuer on a free local port. Answers the server's env vars, a token minter (sub =
 * the users.id, role user) and close().
 */
export async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  });
  const server = http.createServer((request, response) => {
    if (request.url !== '/jwks.json') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The issuer has no port');
  const issuer = `http://127.0.0.1:${address.port}`;
  return {
    env: { OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_URL: `${issuer}/jwks.json` },
    /** An ID token of this user, valid for `hours`. */
    mint: (userId, hours = 2) =>
      new SignJWT({ role: 'user', email: `${userId}@bench.counsel-cle.invalid`, email_verified: true })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${hours}h`)
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
}

function summarize(samples) {
  const latencies = samples.map((sample) => sample.latency).sort((a, b) => a - b);
  return {
    count: samples.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? null,
  };
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection on a plain socket: `request(bytes, done)` writes a whole request and calls
 * `done(status, body)` with the response (status 0 and the error's code when the connection fails). One request at a
 * time; the server's JSON answers carry a content-length (a chunked or bodiless answer is reported as an error).
 */
class RawConnection {
  constructor(host, port) {
    this.host = host;
    this.port = port;
    this.socket = null;
    this.buffer = Buffer.alloc(0);
    this.pending = null;
    this.bodyStart = -1;
    this.bodyLength = 0;
    this.status = 0;
  }

  connect() {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk) => this.onData(chunk));
    const fail = (error) => {
      if (this.socket === socket) this.socket = null;
      this.buffer = Buffer.alloc(0);
      this.bodyStart = -1;
      const pending = this.pending;
      this.pending = null;
      pending?.(0, error?.code ?? 'ECONNRESET');
    };
    socket.on('error', fail);
    socket.on('close', () => fail(null));
    this.socket = socket;
  }

  request(bytes, done) {
    if (this.socket === null) this.connect();
    this.pending = done;
    this.socket.write(bytes);
  }

  onData(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    if (this.bodyStart < 0) {
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0) return;
      const head = this.buffer.toString('latin1', 0, end);
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (length === null) {
        this.socket?.destroy(Object.assign(new Error('no content-length'), { code: 'NO_LENGTH' }));
        return;
      }
      this.bodyStart = end + HEADER_END.length;
      this.bodyLength = Number(length[1]);
    }
    const bodyEnd = this.bodyStart + this.bodyLength;
    if (this.buffer.length < bodyEnd) return;
    const body = this.buffer.toString('utf8', this.bodyStart, bodyEnd);
    this.buffer = this.buffer.subarray(bodyEnd);
    this.bodyStart = -1;
    const pending = this.pending;
    this.pending = null;
    pending?.(this.status, body);
  }

  destroy() {
    this.pending = null;
    this.socket?.destroy();
    this.socket = null;
  }
}

/**
 * Asks each viewer's playback (GET /api/mux/{courseId}), `connections` at a time, as the player does before it
 * plays, and answers the playback-session tokens the heartbeats then carry.
 */
async function fetchPlaybackTokens(base, viewers, connections) {
  const tokens = new Array(viewers.length);
  let next = 0;
  const worker = async () => {
    while (next < viewers.length) {
      const index = next;
      next += 1;
      const viewer = viewers[index];
      const response = await fetch(`${base}/api/mux/${viewer.courseId}`, {
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      if (!response.ok) throw new Error(`GET /api/mux/${viewer.courseId}: ${response.status}`);
      tokens[index] = (await response.json()).playbackToken;
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, viewers.length) }, worker));
  return tokens;
}

/**
 * Sends every viewer's heartbeats for `durationSeconds` and answers the offered and completed rates, latency
 * percentiles (overall and per event), failures, and how much was still queued when the drain time ran out.
 * `viewers`: [{courseId, token}]. `bases`: the API instances' base URLs; the connections are spread over them.
 */
export async function runHeartbeats({
  bases,
  viewers,
  durationSeconds,
  connections,
  intervalSeconds = 10,
  drainSeconds = 10,
  // BENCH_PLAYBACK_TOKENS=0 sends heartbeats without the playback-session token (the locked path, older players).
  playbackTokens = process.env.BENCH_PLAYBACK_TOKENS !== '0',
  // CPU milliseconds used so far by the server and the database server (scripts/bench.mjs reads /proc).
  cpu = () => ({ server: 0, database: 0 }),
}) {
  const urls = bases.map((base) => new URL(base));
  let tokens = null;
  if (playbackTokens) {
    const fetching = Date.now();
    tokens = await fetchPlaybackTokens(bases[0], viewers, Math.min(connections, 20));
    console.log(`Fetched ${tokens.length} playbacks in ${((Date.now() - fetching) / 1000).toFixed(1)} s.`);
  }
  const pool = Array.from({ length: connections }, (_, index) => {
    const url = urls[index % urls.length];
    return new RawConnection(url.hostname, Number(url.port));
  });
  const idle = [...pool];
  const rate = viewers.length / intervalSeconds;
  const total = Math.floor(durationSeconds * rate);
  const sessions = viewers.map(() => randomUUID());
  const samples = [];
  const statuses = new Map();
  const errorCodes = new Map();
  const queue = [];
  let inFlight = 0;
  let maxQueue = 0;
  let maxScheduleLag = 0;
  let maxConnectionWait = 0;
  let creditedTicks = 0;
  let draining = false;
  let onIdle = () => {};
  const cpuBefore = cpu();
  const generatorBefore = process.cpuUsage();
  const started = performance.now();

  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

  function finish(beat, status, body) {
    const end = performance.now();
    inFlight -= 1;
    const latency = end - beat.scheduled;
    samples.push({
      event: beat.event,
      latency,
      sent: (beat.scheduled - started) / 1000,
      end: (end - started) / 1000,
      status,
    });
    count(statuses, status);
    if (status === 200) {
      if (beat.event === 'tick' && body && JSON.parse(body).credited !== null) creditedTicks += 1;
    } else if (status > 0) {
      try {
        count(errorCodes, `${status} ${JSON.parse(body).code}`);
      } catch {
        count(errorCodes, String(status));
      }
    }
    pump();
    if (inFlight === 0 && queue.length === 0) onIdle();
  }

  function send(beat) {
    inFlight += 1;
    maxConnectionWait = Math.max(maxConnectionWait, performance.now() - beat.scheduled);
    const viewer = viewers[beat.viewer];
    const payload = JSON.stringify({
      sessionId: sessions[beat.viewer],
      event: beat.event,
      position: beat.position,
      playbackRate: 1,
      sequence: beat.sequence,
      ...(tokens ? { playbackToken: tokens[beat.viewer] } : {}),
    });
    const connection = idle.pop();
    connection.request(
      `POST /api/mux/progress/${viewer.courseId} HTTP/1.1\r\nhost: ${connection.host}:${connection.port}\r\n` +
        `authorization: Bearer ${viewer.token}\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
      (status, body) => {
        idle.push(connection);
        if (draining) return;
        if (status === 0) count(errorCodes, body);
        finish(beat, status, status === 0 ? '' : body);
      },
    );
  }

  function pump() {
    while (!draining && inFlight < connections && queue.length > 0) send(queue.shift());
  }

  await new Promise((resolve) => {
    let next = 0;
    const schedule = () => {
      const elapsed = (performance.now() - started) / 1000;
      while (next < total && next / rate <= elapsed) {
        const scheduled = started + (next / rate) * 1000;
        maxScheduleLag = Math.max(maxScheduleLag, performance.now() - scheduled);
        const viewer = next % viewers.length;
        const round = Math.floor(next / viewers.length);
        queue.push({
          viewer,
          event: round === 0 ? 'start' : 'tick',
          position: round * intervalSeconds,
          sequence: round,
          scheduled,
        });
        next += 1;
      }
      maxQueue = Math.max(maxQueue, queue.length);
      pump();
      if (next < total) setTimeout(schedule, 1);
      else resolve(undefined);
    };
    schedule();
  });

  // Let what is queued or in flight finish, up to the drain time; what is left counts as unfinished.
  await new Promise((resolve) => {
    if (inFlight === 0 && queue.length === 0) resolve(undefined);
    onIdle = () => resolve(undefined);
    setTimeout(resolve, drainSeconds * 1000).unref();
  });
  draining = true;
  const cpuAfter = cpu();
  const generatorUsed = process.cpuUsage(generatorBefore);
  const unfinished = inFlight + queue.length;
  for (const connection of pool) connection.destroy();

  const ok = samples.filter((sample) => sample.status === 200);
  const inWindow = ok.filter((sample) => sample.end <= durationSeconds).length;
  const ticks = ok.filter((sample) => sample.event === 'tick').length;
  const perSecond = Array.from({ length: Math.ceil(durationSeconds + drainSeconds) }, () => 0);
  for (const sample of ok) perSecond[Math.min(perSecond.length - 1, Math.floor(sample.end))] += 1;
  return {
    viewers: viewers.length,
    durationSeconds,
    connections,
    playbackTokens,
    offered: total,
    offeredPerSecond: total / durationSeconds,
    completed: ok.length,
    completedPerSecond: inWindow / durationSeconds,
    completedRatio: inWindow / total,
    keptUp: inWindow >= 0.95 * total,
    latency: summarize(ok),
    byEvent: {
      start: summarize(ok.filter((sample) => sample.event === 'start')),
      tick: summarize(ok.filter((sample) => sample.event === 'tick')),
      // Once every viewer has started (after two cadences): the steady state of a running audience.
      'steady tick': summarize(
        ok.filter((sample) => sample.event === 'tick' && sample.sent >= 2 * intervalSeconds),
      ),
    },
    failed: samples.length - ok.length,
    statuses: Object.fromEntries(statuses),
    errors: Object.fromEntries(errorCodes),
    unfinished,
    creditedTicks,
    ticks,
    maxQueue,
    /** 2xx completions in each second from the start (the drain included). */
    perSecond,
    maxScheduleLagMs: maxScheduleLag,
    maxConnectionWaitMs: maxConnectionWait,
    /** CPU time per heartbeat served (ms): what a heartbeat costs, however busy the shared machine is. */
    cpuPerHeartbeatMs: {
      server: (cpuAfter.server - cpuBefore.server) / Math.max(ok.length, 1),
      database: (cpuAfter.database - cpuBefore.database) / Math.max(ok.length, 1),
      // The load generator (this process), on the same cores.
      generator: (generatorUsed.user + generatorUsed.system) / 1000 / Math.max(ok.length, 1),
    },
  };
}

/** The result as the markdown lines docs/performance.md uses. */
export function formatHeartbeats(result) {
  const ms = (value) => (value === null ? '–' : value.toFixed(0));
  const lines = [
    `${result.viewers} viewers, one heartbeat each 10 s, ${result.durationSeconds} s, ${result.connections} keep-alive connections, ` +
      (result.playbackTokens ? 'with playback-session tokens' : 'without playback-session tokens'),
    '',
    '| offered/s | completed/s | completed | p50 ms | p99 ms | max ms | failed | unfinished | kept up |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${result.offeredPerSecond.toFixed(0)} | ${result.completedPerSecond.toFixed(0)} | ${(result.completedRatio * 100).toFixed(1)} % | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${ms(result.latency.max)} | ${result.failed} | ${result.unfinished} | ${result.keptUp ? 'yes' : 'no'} |`,
    '',
    '| event | completed | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...Object.entries(result.byEvent).map(
      ([event, stats]) => `| ${event} | ${stats.count} | ${ms(stats.p50)} | ${ms(stats.p99)} |`,
    ),
    '',
    `ticks credited: ${result.creditedTicks} of ${result.ticks}; longest wait for a connection ` +
      `${result.maxConnectionWaitMs.toFixed(0)} ms (queue up to ${result.maxQueue}); generator late by up to ` +
      `${result.maxScheduleLagMs.toFixed(0)} ms`,
  ];
  const fives = [];
  for (let second = 0; second < result.perSecond.length; second += 5) {
    const slice = result.perSecond.slice(second, second + 5);
    fives.push((slice.reduce((sum, value) => sum + value, 0) / slice.length).toFixed(0));
  }
  lines.push(`completed/s in 5-s steps from the start (drain included): ${fives.join(' ')}`);
  lines.push(
    `CPU per heartbeat served: server ${result.cpuPerHeartbeatMs.server.toFixed(3)} ms, database server ` +
      `${result.cpuPerHeartbeatMs.database.toFixed(3)} ms, load generator ${result.cpuPerHeartbeatMs.generator.toFixed(3)} ms`,
  );
  if (Object.keys(result.errors).length > 0) lines.push(`errors: ${JSON.stringify(result.errors)}`);
  return lines.join('\n');
}
