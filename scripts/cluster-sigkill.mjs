// The SIGKILL check of `npm run test:cluster` (docs/operations.md#several-instances): one API instance on PostgreSQL
// takes writes of four kinds at once — enrollments, heartbeats, webhook events and a credit claim — and is killed
// with SIGKILL the moment the claim is acknowledged, while the other writes are in flight. Restarted, it must show:
//   - every write it acknowledged with a 2xx: each enrollment, each webhook event (and its job processed), the
//     watch time of each credited heartbeat, the claim's completion;
//   - no job lost: the claim's certificate job, which the kill interrupted, issues the certificate after the restart;
//   - no duplicate: one certificate and one certificate e-mail for the claim; every event delivered again (as a
//     provider retries after a failure) is recorded once.
// The counts are printed with the checks.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/** A short demo recording (about 80 s) with approved New York CLE and no knowledge check (as the e2e learning test). */
const CLAIM_COURSE = 'civility-candor-and-the-duty-to-the-tribunal';
/** Heartbeats go at this rate: the victim runs with PLAYBACK_MAX_RATE=16, so 80 s of video takes 5 s. */
const RATE = 16;
/** Webhook events sent before the kill, at most (about 150 a second go until then). */
const MAX_EVENTS = 800;

/**
 * @param {object} context
 * @param {string} context.base the instance to kill (the only one running)
 * @param {import('pg').Client} context.db
 * @param {{ cookie: string, email: string }} context.member a lawyer with an active membership
 * @param {(cookie: string) => Promise<string>} context.bearer
 * @param {() => Promise<void>} context.kill SIGKILL, resolved once the process is gone
 * @param {() => Promise<void>} context.restart starts the instance again, resolved once it is ready
 * @param {string} context.webhookSecret the sandbox's webhook signing secret (SANDBOX_WEBHOOK_SECRET)
 */
export async function sigkillUnderWriteLoad({
  base,
  db,
  member,
  bearer,
  kill,
  restart,
  webhookSecret,
  check,
  until,
}) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  let token = await bearer(member.cookie);
  const call = async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        // A client of its own for the rate limit (TRUST_PROXY is on): the lane's other checks spent 127.0.0.1's.
        'x-forwarded-for': '203.0.113.41',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const must = async (method, url, body) => {
    const answer = await call(method, url, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const courseId = async (slug) =>
    (await db.query('select id from courses where slug = $1', [slug])).rows[0]?.id;
  const { rows: userRows } = await db.query('select id from users where email = $1', [member.email]);
  const userId = userRows[0].id;

  // Ready to claim, the honest way: enrolled, the whole recording watched (at 16x), its codes entered, the evaluation
  // answered, a New York admission on the profile.
  const claimCourse = await courseId(CLAIM_COURSE);
  await must('POST', '/api/jurisdiction', { jurisdictionCode: 'NY', barNumber: '5550123' });
  await must('POST', `/api/courses/${claimCourse}/enroll`);
  const codes = await watch(claimCourse, Infinity);
  for (const code of codes) await must('POST', `/api/mux/attendance-code/${claimCourse}`, { code });
  const { items } = await must('GET', `/api/questionnaire/course/${claimCourse}`);
  const evaluation = items.find((questionnaire) => questionnaire.kind === 'EVALUATION');
  await must('POST', '/api/questionnaire', {
    questionnaireId: evaluation.id,
    answers: evaluation.questions.map((question) =>
      question.type === 'RATING'
        ? { questionId: question.id, rating: question.scale.max }
        : question.type === 'FREE_TEXT'
          ? { questionId: question.id, text: 'Clear and useful.' }
          : { questionId: question.id, optionIds: [question.options[0].id] },
    ),
  });

  /** Plays `courseId` from 0 at RATE, a heartbeat per 10 s of video, until the end or `stop()`; answers the codes shown. */
  async function watch(id, seconds, acknowledged = [], stopped = () => false) {
    const playback = await must('GET', `/api/mux/${id}`);
    const { durationSeconds } = await must('GET', `/api/mux/progress/${id}`);
    const sessionId = randomUUID();
    const shown = [];
    const beat = async (event, position, sequence) => {
      const answer = await call('POST', `/api/mux/progress/${id}`, {
        sessionId,
        event,
        position,
        playbackRate: RATE,
        sequence,
        playbackToken: playback.playbackToken,
      }).catch(() => null);
      if (answer?.status === 200) {
        acknowledged.push(answer.body.progress.watchedSeconds);
        shown.push(...answer.body.revealedCodes.map((code) => code.code));
      }
      return answer;
    };
    await beat('start', 0, 0);
    const end = Math.min(durationSeconds, seconds);
    for (let position = 10, sequence = 1; position < end + 10 && !stopped(); position += 10, sequence += 1) {
      await sleep((10 / RATE) * 1000 + 40);
      const at = Math.min(position, end);
      await beat(at >= durationSeconds ? 'ended' : 'tick', at, sequence);
    }
    return shown;
  }

  // The load. Enrollments in other courses, heartbeats of another course, subscription events signed as the
  // provider signs them; then the claim, and SIGKILL the moment it is acknowledged.
  const { rows: others } = await db.query(
    `select id from courses where published and format = 'ON_DEMAND' and id <> $1 order by slug limit 41`,
    [claimCourse],
  );
  const watchCourse = others.pop().id;
  await must('POST', `/api/courses/${watchCourse}/enroll`);
  const subscriptionId = (
    await db.query(`select provider_subscription_id as id from subscriptions where user_id = $1`, [userId])
  ).rows[0]?.id;
  /** A subscription event as the provider sends it (a new id each). */
  const newEvent = () => {
    const payload = JSON.stringify({
      id: `evt_kill_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: subscriptionId, object: 'subscription' } },
    });
    return { id: JSON.parse(payload).id, payload };
  };
  const events = [];
  // The provider's deliveries come from addresses of its own (hundreds in a minute would pass one client's limit).
  const deliver = async ({ payload }, index) => {
    const forwardedFor = `203.0.113.${50 + (index % 8)}`;
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    const response = await fetch(`${base}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
        'x-forwarded-for': forwardedFor,
      },
      body: payload,
    }).catch(() => null);
    return response?.status ?? 0;
  };

  let killed = false;
  const enrolled = [];
  const delivered = [];
  const beats = [];
  // Each kind of write goes on until the kill: the kill lands among writes in flight.
  const enrolling = (async () => {
    for (const { id } of others) {
      if (killed) break;
      const answer = await call('POST', `/api/courses/${id}/enroll`).catch(() => null);
      if (answer && answer.status >= 200 && answer.status < 300) enrolled.push(id);
      await sleep(100);
    }
  })();
  const delivering = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!killed && events.length < MAX_EVENTS) {
        const event = newEvent();
        events.push(event);
        if ((await deliver(event, events.length)) === 200) delivered.push(event.id);
        await sleep(15);
      }
    }),
  );
  const watching = watch(watchCourse, Infinity, beats, () => killed);
  await sleep(3000);
  const claim = await call('POST', `/api/completed-course/${claimCourse}`, { jurisdictionCodes: ['NY'] });
  await kill();
  killed = true;
  await Promise.all([enrolling, delivering, watching]);
  const { rows: completionRows } = await db.query(
    'select id from completions where user_id = $1 and course_id = $2',
    [userId, claimCourse],
  );
  // No completion (the claim refused): a uuid that matches nothing, so the checks below fail and say so.
  const completionId = completionRows[0]?.id ?? '00000000-0000-0000-0000-000000000000';
  const { rows: jobRows } = await db.query(
    `select state from pgboss.job where name = 'certificate-issue' and data->>'completionId' = $1`,
    [completionId],
  );
  const jobAtKill = jobRows.map((row) => row.state).join(', ') || 'none';
  /** How many certificates the claim's completion has. */
  const certificatesOf = async () =>
    (await db.query('select count(*)::int as n from certificates where completion_id = $1', [completionId]))
      .rows[0].n;
  const certificatesAtKill = await certificatesOf();

  await restart();
  token = await bearer(member.cookie);
  const restartedAt = Date.now();

  check(
    claim.status >= 200 && claim.status < 300 && completionRows.length === 1,
    `SIGKILL: the claim acknowledged (${claim.status}${claim.status >= 300 ? ` ${JSON.stringify(claim.body)}` : ''}) just before the kill is there after the restart`,
  );
  const { rows: enrollmentRows } = await db.query(
    'select course_id from enrollments where user_id = $1 and course_id = any($2)',
    [userId, enrolled],
  );
  check(
    enrolled.length > 0 && enrollmentRows.length === enrolled.length,
    `SIGKILL: ${enrolled.length} enrollments acknowledged, ${enrollmentRows.length} there after the restart`,
  );
  const progress = await must('GET', `/api/mux/progress/${watchCourse}`);
  const acknowledgedWatch = Math.max(0, ...beats);
  check(
    beats.length > 1 && progress.watchedSeconds >= acknowledgedWatch,
    `SIGKILL: ${beats.length} heartbeats acknowledged crediting ${acknowledgedWatch} s; ${progress.watchedSeconds} s watched after the restart`,
  );
  const { rows: eventRows } = await db.query('select id from webhook_events where id = any($1)', [delivered]);
  check(
    delivered.length > 0 && eventRows.length === delivered.length,
    `SIGKILL: ${delivered.length} webhook events acknowledged, ${eventRows.length} recorded after the restart`,
  );

  // The certificate: its job was interrupted by the kill; it issues after the restart, once.
  const issued = await until(
    'the certificate after the restart',
    async () => ((await certificatesOf()) > 0 ? true : null),
    240_000,
  ).catch(() => false);
  const issuedAfterMs = Date.now() - restartedAt;
  await sleep(2000);
  const certificates = await certificatesOf();
  const { rows: mailRows } = await db.query(
    `select count(*)::int as n from mail_outbox where to_address = $1 and template = 'certificate'`,
    [member.email],
  );
  // The provider delivers every event again (those refused or cut off by the kill too): each is recorded once, and
  // each one's job runs.
  const again = [];
  for (const [index, event] of events.entries()) again.push(await deliver(event, index + 1));
  const eventIds = events.map((event) => event.id);
  const processed = await until(
    'every event processed',
    async () => {
      const { rows } = await db.query(
        'select count(*)::int as n, count(processed_at)::int as done from webhook_events where id = any($1)',
        [eventIds],
      );
      return rows[0].done === events.length ? rows[0] : null;
    },
    // The event whose job the kill interrupted is retried once that attempt expires (60 s) and the next
    // housekeeping (every 60 s) sees it.
    180_000,
  ).catch(() => null);
  check(
    again.every((status) => status === 200) && processed?.n === events.length,
    `SIGKILL: all ${events.length} events delivered again (${[...new Set(again)].join(', ')}) are recorded once each (${processed?.n ?? '?'} rows) and processed (${processed?.done ?? '?'})`,
  );

  if (!issued || !processed) {
    // What the queue holds, to tell a job never run from one that failed.
    const { rows } = await db.query(
      `select name, state, retry_count, left(output::text, 300) as output, count(*)::int as n from pgboss.job
       where name in ('certificate-issue', 'payment-events') group by 1, 2, 3, 4 order by 1, 2`,
    );
    console.log(rows);
    const { rows: activity } = await db.query(
      `select pid, state, wait_event_type, wait_event, now() - xact_start as xact_age, left(query, 200) as query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    console.log(activity);
  }
  check(
    issued && certificatesAtKill === 0,
    `SIGKILL: the certificate job (${jobAtKill} at the kill, ${certificatesAtKill} certificates then) issued the certificate ${(issuedAfterMs / 1000).toFixed(1)} s after the restart`,
  );
  check(
    certificates === 1 && mailRows[0].n === 1,
    `SIGKILL: no duplicate — ${certificates} certificate and ${mailRows[0].n} certificate e-mail for the claim`,
  );
}
