import { graphql } from '../../gql';

/** @public Read by codegen by name inside the documents, never imported. */
export const AdminCmsPageFieldsFragment = graphql(`
  fragment AdminCmsPageFields on CmsPage {
    id
    slug
    locale
    title
    lead
    description
    body
    updatedAt
    updatedBy
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

export const AdminCmsPagesQuery = graphql(`
  query AdminCmsPages {
    cmsPages {
      id
      slug
      title
      updatedAt
      updatedBy
    }
  }
`);

export const AdminCmsPageQuery = graphql(`
  query AdminCmsPage($slug: String!, $locale: String! = "en") {
    cmsPage(slug: $slug, locale: $locale) {
      ...AdminCmsPageFields
    }
  }
`);

export const UpdateCmsPageMutation = graphql(`
  mutation UpdateCmsPage($slug: String!, $input: CmsPageInput!, $locale: String! = "en") {
    updateCmsPage(slug: $slug, input: $input, locale: $locale) {
      ...AdminCmsPageFields
    }
  }
`);

export const CmsPageRevisionsQuery = graphql(`
  query CmsPageRevisions($slug: String!, $locale: String! = "en") {
    cmsPageRevisions(slug: $slug, locale: $locale) {
      id
      title
      lead
      description
      body
      savedAt
      savedBy
      replacedAt
      replacedBy
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
  }
`);

export const RestoreCmsPageRevisionMutation = graphql(`
  mutation RestoreCmsPageRevision($id: Int!, $slug: String, $locale: String) {
    restoreCmsPageRevision(id: $id, slug: $slug, locale: $locale) {
      ...AdminCmsPageFields
    }
  }
`);

export const UploadCmsImageMutation = graphql(`
  mutation UploadCmsImage($image: Upload!) {
    uploadCmsImage(image: $image)
  }
`);

export const CreateCmsPageMutation = graphql(`
  mutation CreateCmsPage($input: NewCmsPageInput!) {
    createCmsPage(input: $input) {
      ...AdminCmsPageFields
    }
  }
`);
