import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { webhookEvents } from '../../db/schema/billing.js';
import { faultyJobQueue, type FaultyJobQueue } from '../../testing/faulty-job-queue.js';
import { deliverSignedWebhook } from '../../testing/signed-webhook.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** A verified event is recorded and queued in one transaction, and a redelivery of an unprocessed one processes it. */
const SECRET = 'whsec_sandbox_durability_test_0123456789abcdef012345';
let t: TestApp;
let queue: FaultyJobQueue;

beforeAll(async () => {
  t = await createTestApp(
    { APP_URL: 'http://counsel.test' },
    {
      sandboxWebhookSecret: SECRET,
      durableQueue: true,
      wrapQueue: (real) => {
        queue = faultyJobQueue(real);
        return queue;
      },
    },
  );
});
afterAll(async () => t.close());

const event = (id: string) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'customer.tax_id.created',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'txi_1', object: 'tax_id' } },
  });

const deliver = (payload: string) => deliverSignedWebhook(t.app, payload, SECRET);

const stored = async (id: string) =>
  t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, id));

describe('payment events survive failures between recording and processing', { timeout: 60_000 }, () => {
  it('an event whose job cannot be queued is not recorded: the provider’s retry processes it', async () => {
    queue.failNextEnqueues(1);
    const failed = await deliver(event('evt_enqueue_fails'));
    expect(failed.statusCode).toBe(503);
    expect(ErrorBodySchema.parse(failed.json()).error.code).toBe('SERVICE_UNAVAILABLE');
    expect(await stored('evt_enqueue_fails')).toHaveLength(0);

    expect((await deliver(event('evt_enqueue_fails'))).statusCode).toBe(200);
    await t.queue.drain();
    expect((await stored('evt_enqueue_fails'))[0]?.processedAt).toBeInstanceOf(Date);
  });

  it('an event recorded but never processed (its job lost) is processed when it is delivered again', async () => {
    queue.loseNextEnqueues(1);
    expect((await deliver(event('evt_job_lost'))).statusCode).toBe(200);
    await t.queue.drain();
    expect((await stored('evt_job_lost'))[0]?.processedAt).toBeNull();

    expect((await deliver(event('evt_job_lost'))).statusCode).toBe(200);
    await t.queue.drain();
    expect((await stored('evt_job_lost'))[0]?.processedAt).toBeInstanceOf(Date);
  });

  it('a redelivery of a processed event queues nothing', async () => {
    expect((await deliver(event('evt_done_once'))).statusCode).toBe(200);
    await t.queue.drain();
    const [first] = await stored('evt_done_once');
    queue.failNextEnqueues(1); // would answer 503 if the redelivery tried to queue a job
    expect((await deliver(event('evt_done_once'))).statusCode).toBe(200);
    queue.failNextEnqueues(0);
    expect((await stored('evt_done_once'))[0]?.processedAt).toEqual(first?.processedAt);
  });
});
