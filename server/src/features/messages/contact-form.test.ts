/**
 * The contact form without JavaScript (contact-form.ts) refuses text no column can store on its
 * field, in the page's language, and stores nothing (its other journeys: e2e site-html and
 * site-bangla). The page renderer answers the outcome it was given as JSON (test/page-form.ts).
 */
import type express from 'express';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/harness';
import { pageFormApp, renderedPost } from '../../test/page-form';
import { contactForm } from './contact-form';

let t: TestApp;
let app: express.Express;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '10000' });
  await t.reset();
  app = pageFormApp(contactForm(t.services), t.services);
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
  const post = renderedPost(res).formPost;
  expect(post.errors).toEqual({
    message: 'বার্তা: এমন একটি চিহ্ন আছে যা রাখা যায় না, সেটি মুছে আবার লিখুন',
  });
  expect(post.values.message).toBe('ভাড়া\ufffdকত?');
  expect(await t.services.messages.count()).toBe(0);
});
