import type { Services } from '../../services';
import { localeOfPage, pageForm } from '../../ssr/form-post';

/**
 * "Was this helpful?", with or without JavaScript: a POST to the article's own page (a vote
 * changes something, so never a GET link), counted as a public write, answered with the page
 * again and its thanks. The visitor's address only becomes the day's keyed hash (the service).
 */
export function helpVoteForm(services: Services) {
  return pageForm({
    form: 'helpVote',
    paths: ['/help/:slug', '/bn/help/:slug'],
    fields: ['helpful'] as const,
    labels: {},
    url: (req) => req.path,
    store: async (values, req) => {
      const counted = await services.helpArticles.vote(
        String(req.params.slug ?? ''),
        localeOfPage(req.path),
        values.helpful !== 'no',
        req.ip ?? 'unknown',
      );
      return { form: 'helpVote', values: {}, errors: {}, counted };
    },
  });
}
