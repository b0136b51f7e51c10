import express from 'express';
import type { FormPost } from '../ssr/contract';
import { pageFormHandlers, type PageForm } from '../ssr/form-post';
import type { PageRenderer } from '../ssr/renderer';
import type { Services } from '../services';

/** What the stand-in page renderer answers: the page's address and the outcome it was given. */
export interface RenderedPost {
  url: string;
  formPost: FormPost;
}

/** Renders "the page" as the address and outcome it was given, as JSON. */
const renderer = {
  render: async (url: string, _origin: string, formPost?: FormPost) => ({
    kind: 'page' as const,
    status: 200,
    html: JSON.stringify({ url, formPost }),
  }),
} as unknown as PageRenderer;

/**
 * An Express app serving a feature's no-JS form as ssrRoutes mounts it, through the real services
 * and database. The page renderer is the only stand-in (the client's server bundle is built by
 * `npm run build`, not by unit tests): it answers what the page would show (renderedPost).
 */
export function pageFormApp(form: PageForm, services: Services): express.Express {
  const app = express();
  app.post(
    form.paths,
    pageFormHandlers(form, services, renderer, () => 'http://test'),
  );
  return app;
}

/** The page a form's POST was answered with, as pageFormApp's renderer gave it. */
export const renderedPost = (res: { text: string }): RenderedPost => JSON.parse(res.text);
