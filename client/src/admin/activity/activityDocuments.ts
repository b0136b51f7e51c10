import { graphql } from '../../gql';

export const ActivityQuery = graphql(`
  query Activity(
    $page: Int!
    $pageSize: Int!
    $actor: String
    $entity: String
    $from: String
    $to: String
  ) {
    list: activity(
      page: $page
      pageSize: $pageSize
      actor: $actor
      entity: $entity
      from: $from
      to: $to
    ) {
      total
      totalIsExact
      items {
        id
        at
        actor
        action
        entity
        entityId
        summary
        changes {
          field
          label
          before
          after
        }
      }
    }
  }
`);
