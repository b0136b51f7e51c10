import { graphql } from '../../gql';

/** @public Read by codegen by name inside the documents, never imported. */
export const AdminCmsPageFieldsFragment = graphql(`
  fragment AdminCmsPageFields on CmsPage {
    id
    slug
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
  query AdminCmsPage($slug: String!) {
    cmsPage(slug: $slug) {
      ...AdminCmsPageFields
    }
  }
`);

export const UpdateCmsPageMutation = graphql(`
  mutation UpdateCmsPage($slug: String!, $input: CmsPageInput!) {
    updateCmsPage(slug: $slug, input: $input) {
      ...AdminCmsPageFields
    }
  }
`);

export const CmsPageRevisionsQuery = graphql(`
  query CmsPageRevisions($slug: String!) {
    cmsPageRevisions(slug: $slug) {
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
  mutation RestoreCmsPageRevision($id: Int!, $slug: String) {
    restoreCmsPageRevision(id: $id, slug: $slug) {
      ...AdminCmsPageFields
    }
  }
`);

export const UploadCmsImageMutation = graphql(`
  mutation UploadCmsImage($image: Upload!) {
    uploadCmsImage(image: $image)
  }
`);
