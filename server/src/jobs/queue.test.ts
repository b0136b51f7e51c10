/**
 * The queue's settings are the code's: pg-boss keeps a queue's retry settings in the database,
 * and a queue created by an earlier deployment (or an earlier test file on the same database)
 * must take the settings the worker asks for now.
 */
import { createTestApp, type QueueConnection, type TestApp } from '../test/harness';
import { JobQueue } from './queue';

let t: TestApp;
let connection: QueueConnection;

beforeAll(async () => {
  t = await createTestApp({}, (given) => {
    connection = given;
    return JobQueue.start(given);
  });
});
afterAll(() => t.close());

async function served(retryLimit: number, retryDelay: number) {
  const queue = await JobQueue.start({ ...connection, retryLimit, retryDelay });
  await queue.work({ queue: 'reply-mail', retryLimit: 5, retryDelay: 30, run: async () => {} });
  await queue.stop();
  const [row] = await t.ds.query<{ retry_limit: number; retry_delay: number }[]>(
    `SELECT retry_limit, retry_delay FROM pgboss.queue WHERE name = 'reply-mail'`,
  );
  return row;
}

it('gives a queue that exists the retry settings its worker asks for now', async () => {
  expect(await served(5, 30)).toEqual({ retry_limit: 5, retry_delay: 30 });
  expect(await served(1, 1)).toEqual({ retry_limit: 1, retry_delay: 1 });
  expect(await served(5, 30)).toEqual({ retry_limit: 5, retry_delay: 30 });
});
