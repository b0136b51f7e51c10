import type { FieldNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';

/** What of a GraphQL resolve info a page needs: the list field's nodes and the fragments. */
interface Selected {
  fieldNodes: readonly FieldNode[];
  fragments: Record<string, FragmentDefinitionNode>;
}

/** The fields named directly in `set`, through fragments and inline fragments. */
function fieldsOf(set: SelectionSetNode | undefined, info: Selected, out: FieldNode[] = []) {
  for (const s of set?.selections ?? []) {
    if (s.kind === 'Field') out.push(s);
    else if (s.kind === 'InlineFragment') fieldsOf(s.selectionSet, info, out);
    else fieldsOf(info.fragments[s.name.value]?.selectionSet, info, out);
  }
  return out;
}

/**
 * The fields a query asks of each item of a page (`items { … }`), by name, `__typename` aside.
 * A field under @skip or @include counts as asked for: reading a column more changes no answer.
 */
export function itemFields(info: Selected): string[] {
  const names = new Set<string>();
  for (const list of info.fieldNodes)
    for (const items of fieldsOf(list.selectionSet, info))
      if (items.name.value === 'items')
        for (const field of fieldsOf(items.selectionSet, info))
          if (field.name.value !== '__typename') names.add(field.name.value);
  return [...names];
}
