import { graphql } from '../../gql';

export const TrashQuery = graphql(`
  query Trash($page: Int!, $pageSize: Int!) {
    list: trash(page: $page, pageSize: $pageSize) {
      total
      totalIsExact
      items {
        id
        entity
        rowId
        summary
        deletedBy
        deletedAt
      }
    }
  }
`);

export const RestoreFromTrashMutation = graphql(`
  mutation RestoreFromTrash($ids: [Int!]!) {
    restoreFromTrash(ids: $ids)
  }
`);

export const UndoDeleteMutation = graphql(`
  mutation UndoDelete($entity: String!, $ids: [Int!]!) {
    undoDelete(entity: $entity, ids: $ids)
  }
`);
