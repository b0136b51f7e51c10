import express from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger, logRequests, prettyLogs, redactUrl, requestLogSerializers } from './logger';

/** An app logging its requests into `lines`, as app.ts sets it up. */
function appLogging(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const log = pino({ level: 'info', serializers: requestLogSerializers }, sink);
  const app = express();
  app.use(logRequests(log, /^\/healthz/));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ error: 'no' }));
  app.get('/broken', (_req, res) => void res.status(500).json({ error: 'broke' }));
  app.get('/healthz', (_req, res) => void res.send('up'));
  return app;
}

describe('request log lines', () => {
  it('logs each answered request once: who asked for what, the status, the time taken', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    await request(app)
      .get('/ok?page=2&token=s3cret')
      .set('user-agent', 'probe')
      .set('authorization', 'Bearer s');
    await request(app).get('/missing');
    await request(app).get('/broken?confirm=s3cret');
    await request(app).get('/healthz');
    expect(lines).toHaveLength(3);
    const [ok, missing, broken] = lines;
    expect(ok).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?page=2&token=[redacted]', userAgent: 'probe' },
      res: { statusCode: 200 },
    });
    expect(typeof ok.responseTime).toBe('number');
    expect(typeof (ok.req as { id: unknown }).id).toBe('number');
    expect(JSON.stringify(ok)).not.toContain('Bearer');
    expect(missing).toMatchObject({
      level: 40,
      msg: 'request completed',
      res: { statusCode: 404 },
    });
    expect(broken).toMatchObject({
      level: 50,
      msg: 'request errored',
      req: { url: '/broken?confirm=[redacted]' },
      res: { statusCode: 500 },
      err: { message: 'failed with status code 500' },
    });
    expect((missing.req as { id: number }).id).toBeGreaterThan((ok.req as { id: number }).id);
  });
});

describe('an address in the log', () => {
  it('keeps paging and filters, and nothing else of the query or a secret path', () => {
    expect(redactUrl('/api/news?page=2&pageSize=10')).toBe('/api/news?page=2&pageSize=10');
    expect(redactUrl('/status?ref=DR-7K3P-Q9MX&contact=017')).toBe(
      '/status?ref=[redacted]&contact=[redacted]',
    );
    expect(redactUrl('/a?Q2xhaW1Ub2tlbjAxMjM0NTY3&page')).toBe('/a?[redacted]&page');
    expect(redactUrl('/a?%74oken=x&Token=y&search=01712')).toBe(
      '/a?[redacted]&Token=[redacted]&search=[redacted]',
    );
    expect(redactUrl('/api/Privacy//EXPORT/abc/x?page=1')).toBe(
      '/api/Privacy//EXPORT/[redacted]/x?page=1',
    );
    expect(redactUrl('/pages/news')).toBe('/pages/news');
  });
});

describe('the log format', () => {
  it('is readable lines only in a development terminal', () => {
    expect(prettyLogs(false, true)).toBe(true);
    expect(prettyLogs(true, true)).toBe(false); // production: JSON, even in a terminal
    expect(prettyLogs(false, false)).toBe(false); // a pipe or a file: JSON
  });

  it('pretty lines are for people (level, message, fields), not JSON', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-log-'));
    const file = path.join(dir, 'out.log');
    const log = createLogger('info', true, file);
    log.info({ port: 4321 }, 'DigitalRideWeb is ready');
    let text = '';
    while (!text.includes('is ready')) {
      await new Promise((r) => setTimeout(r, 20));
      text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    }
    expect(text).toMatch(/INFO.*DigitalRideWeb is ready/);
    expect(text).toMatch(/port: 4321/);
    expect(text).not.toContain('{"level"');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
