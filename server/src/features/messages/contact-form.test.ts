/**
 * The contact form without JavaScript (contact-form.ts) refuses text no column can store on its
 * field, in the page's language, and stores nothing (its other journeys: e2e site-html and
 * site-bangla). The page renderer answers the outcome it was given as JSON (booking-form.test.ts).
 */
import express from 'express';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/harness';
import type { FormPost } from '../../ssr/contract';
import { pageFormHandlers } from '../../ssr/form-post';
import { contactForm } from './contact-form';
import type { PageRenderer } from '../../ssr/renderer';

let t: TestApp;
const app = express();
const renderer = {
  render: async (_url: string, _origin: string, formPost?: FormPost) => ({
    kind: 'page' as const,
    status: 200,
    html: JSON.stringify(formPost),
  }),
} as unknown as PageRenderer;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '10000' });
  await t.reset();
  const form = contactForm(t.services);
  app.post(
    form.paths,
    pageFormHandlers(form, t.services, renderer, () => 'http://test'),
  );
});
afterAll(() => t.close());

it('refuses a NUL on its field, in Bangla on the Bangla page, and stores nothing', async () => {
  const res = await request(app).post('/bn/pages/contactus').type('form').send({
    name: 'রহিম',
    contactNumber: '01712345678',
    email: 'rahim@example.com',
    subject: 'প্রশ্ন',
    message: 'ভাড়া\u0000কত?',
  });
  expect(res.status).toBe(400);
  const post = JSON.parse(res.text) as FormPost;
  expect(post.errors).toEqual({
    message: 'বার্তা: এমন একটি চিহ্ন আছে যা রাখা যায় না, সেটি মুছে আবার লিখুন',
  });
  expect(post.values.message).toBe('ভাড়া\ufffdকত?');
  expect(await t.services.messages.count()).toBe(0);
});
