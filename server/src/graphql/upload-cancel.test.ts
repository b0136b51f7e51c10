import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, pngImage, type TestApp } from '../test/harness';
import * as upload from './upload';

let t: TestApp;
let server: http.Server;
beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
});
beforeEach(() => t.reset());
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

/**
 * Sends a multipart GraphQL request whose file part stops half-way, as a browser's cancelled
 * upload does (the connection closes), and checks that the server refused what it read.
 */
async function cancelHalfWay(query: string, variable: string, file: Buffer, token?: string) {
  const real = upload.readUpload;
  let settled!: () => void;
  let outcome = 'not read';
  const done = new Promise<void>((r) => (settled = r));
  const spy = jest.spyOn(upload, 'readUpload').mockImplementation((...args) =>
    real(...args)
      .then(
        (file) => ((outcome = 'read as complete'), file),
        (err: unknown) => {
          outcome = 'refused';
          throw err;
        },
      )
      .finally(() => settled()),
  );
  const boundary = 'cancelled-upload-boundary';
  const part = (name: string, body: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${body}\r\n`;
  const head =
    part('operations', JSON.stringify({ query, variables: { [variable]: null } })) +
    part('map', JSON.stringify({ 0: [`variables.${variable}`] })) +
    `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="big.png"\r\n` +
    'content-type: image/png\r\n\r\n';
  const { port } = server.address() as AddressInfo;
  const req = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  req.on('error', () => undefined); // the socket is destroyed on purpose
  req.write(head);
  req.write(file.subarray(0, file.length / 2));
  // Give the server what was written, then hang up as a cancelled upload does.
  await new Promise<void>((r) => req.write('', () => r()));
  req.destroy();
  try {
    await done;
  } finally {
    spy.mockRestore();
  }
  // Refused while reading: the service, which stores, is never called.
  expect(outcome).toBe('refused');
}

async function bigPng() {
  return Buffer.concat([await pngImage(800, 600), Buffer.alloc(3 * 1024 * 1024, 7)]);
}

describe('a cancelled upload stores nothing', () => {
  it('news image: no object, no row', async () => {
    await cancelHalfWay(
      `mutation($image: Upload!) { createNews(input: {title: "T", description: "D", date: "2026-01-01"}, image: $image) { id } }`,
      'image',
      await bigPng(),
      t.adminToken(),
    );
    expect(await t.objects('public')).toEqual([]);
    expect(await t.services.news.count()).toBe(0);
  });

  it('booking document: no object, no row', async () => {
    await cancelHalfWay(
      'mutation($file: Upload!) { uploadBookingDocument(file: $file) { id } }',
      'file',
      await bigPng(),
    );
    expect(await t.objects('private')).toEqual([]);
    expect(await t.ds.query('SELECT count(*)::int AS n FROM booking_documents')).toEqual([
      { n: 0 },
    ]);
  });
});
