import { graphql } from '../../gql';

export const AdminHelpArticlesQuery = graphql(`
  query AdminHelpArticles($locale: String!) {
    helpArticles(locale: $locale) {
      id
      slug
      category
      title
      draft
      updatedAt
      updatedBy
      helpful
      notHelpful
    }
  }
`);

export const AdminHelpArticleQuery = graphql(`
  query AdminHelpArticle($slug: String!, $locale: String!) {
    helpArticle(slug: $slug, locale: $locale) {
      id
      slug
      locale
      category
      title
      summary
      body
      draft
      updatedAt
      updatedBy
    }
    helpArticleRevisions(slug: $slug, locale: $locale) {
      id
      title
      savedAt
      savedBy
      replacedBy
    }
  }
`);

export const CreateHelpArticleMutation = graphql(`
  mutation CreateHelpArticle($input: NewHelpArticleInput!) {
    createHelpArticle(input: $input) {
      id
      slug
      locale
    }
  }
`);

export const UpdateHelpArticleMutation = graphql(`
  mutation UpdateHelpArticle($slug: String!, $locale: String!, $input: HelpArticleInput!) {
    updateHelpArticle(slug: $slug, locale: $locale, input: $input) {
      id
      updatedAt
    }
  }
`);

export const RestoreHelpArticleRevisionMutation = graphql(`
  mutation RestoreHelpArticleRevision($id: Int!) {
    restoreHelpArticleRevision(id: $id) {
      id
    }
  }
`);
