import { graphql } from '../gql/site';

/*
 * The GraphQL operations of the public site's server-rendered pages, written here for codegen,
 * which generates them into their own output, `gql/site/` (see codegen.ts). What islands send
 * by fetch is in islandDocuments.ts.
 *
 * The site's code imports the generated constants (`PublicVehicleCategoriesDocument`… from
 * `gql/site/graphql`) rather than these `graphql()` results: `graphql()` looks documents up in a
 * map of every operation, which would all ship in the public entry; the constants tree-shake.
 * Nothing imports this module at run time.
 */

graphql(`
  query PublicVehicleCategories {
    vehicleCategories {
      id
      name
      group
      seats
      slug
      description
    }
  }
`);

graphql(`
  query PublicFarePlaces {
    from: places(type: FROM)
    to: places(type: TO)
  }
`);

graphql(`
  query PublicParcelRateCard($language: String) {
    parcelRateCard {
      id
      effectiveFrom
      codBasisPoints
      returnCharge
      zones {
        zone
        label(language: $language)
        halfKg
        oneKg
        extraKg
      }
    }
  }
`);

graphql(`
  query PublicFareQuote($from: String!, $to: String!) {
    fare(from: $from, to: $to) {
      id
      from
      to
      fareRate
    }
  }
`);

// News and press coverage are one query each, the kind chosen by $news, so that one list page and
// one detail page serve both. (Their selections are identical: one line each, kept by
// prettier-ignore, shows that at a glance.)
// prettier-ignore
graphql(`
  query PublicArticleList($news: Boolean!, $page: Int!, $pageSize: Int!) {
    news(page: $page, pageSize: $pageSize) @include(if: $news) {
      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }
    }
    pressCoverage(page: $page, pageSize: $pageSize) @skip(if: $news) {
      total items { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }
    }
  }
`);

// prettier-ignore
graphql(`
  query PublicArticleItem($news: Boolean!, $id: Int!) {
    newsItem(id: $id) @include(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }
    pressCoverageItem(id: $id) @skip(if: $news) { id title titleBn date description descriptionBn imageUrl imageWebpUrl imageSrcSet }
  }
`);

graphql(`
  fragment PublicCmsPageFields on CmsPage {
    id
    slug
    title
    lead
    description
    body
    updatedAt
    members {
      name
      role
      bio
      photoUrl
    }
    faqs {
      group
      question
      answer
    }
    fines {
      violation
      appliesTo
      penalty
    }
  }
`);

/** A company page; on Bangla pages (`bangla`) its Bangla version too, shown when there is one. */
graphql(`
  query PublicCmsPage($slug: String!, $bangla: Boolean!) {
    cmsPage(slug: $slug) {
      ...PublicCmsPageFields
    }
    bn: cmsPage(slug: $slug, locale: "bn") @include(if: $bangla) {
      ...PublicCmsPageFields
    }
  }
`);

// The help centre (site/help/): one language's articles, a search, an article with its related.
graphql(`
  query PublicHelpArticles($locale: String!) {
    helpArticles(locale: $locale) {
      slug
      category
      title
      summary
    }
  }
`);

graphql(`
  query PublicHelpSearch($q: String!, $locale: String!) {
    helpSearch(q: $q, locale: $locale) {
      slug
      category
      title
      summary
    }
  }
`);

graphql(`
  query PublicHelpArticle($slug: String!, $locale: String!) {
    helpArticle(slug: $slug, locale: $locale) {
      slug
      category
      title
      summary
      body
      updatedAt
      related {
        slug
        title
        summary
      }
    }
  }
`);
