import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { CmsPageInput } from '../../gql/graphql';

type Cells<K extends string> = Record<K, string>;
export type MemberRow = Cells<'name' | 'role' | 'bio' | 'photoUrl'>;
export type FaqRow = Cells<'group' | 'question' | 'answer'>;
export type FineRow = Cells<'violation' | 'appliesTo' | 'penalty'>;

export interface Draft {
  title: string;
  lead: string;
  description: string;
  body: string;
  members: MemberRow[] | null;
  faqs: FaqRow[] | null;
  fines: FineRow[] | null;
}

interface PageLike {
  title: string;
  lead: string;
  description: string;
  body: string;
  members?: { name: string; role: string; bio: string; photoUrl?: string | null }[] | null;
  faqs?: FaqRow[] | null;
  fines?: FineRow[] | null;
}

const strip = <T extends object>(rows: T[] | null | undefined) =>
  rows?.map((row) => {
    const { __typename: _t, ...rest } = row as T & { __typename?: string };
    return rest;
  }) ?? null;

export function draftOf(page: PageLike): Draft {
  return {
    title: page.title,
    lead: page.lead,
    description: page.description,
    body: page.body,
    members: strip(page.members)?.map((m) => ({ ...m, photoUrl: m.photoUrl ?? '' })) ?? null,
    faqs: strip(page.faqs),
    fines: strip(page.fines),
  };
}

export function inputOf(d: Draft): CmsPageInput {
  return {
    ...d,
    members: d.members?.map((m) => ({ ...m, photoUrl: m.photoUrl || null })) ?? null,
  };
}

/** Every field error of a BAD_USER_INPUT answer by its full path: `title`, `members.2.name`. */
export function fieldPaths(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return out;
  for (const e of error.errors) {
    const fields = e.extensions?.fields;
    if (!Array.isArray(fields)) continue;
    for (const f of fields as { field: string; message: string }[]) {
      out[f.field.replace(/^input\./, '')] ??= f.message;
    }
  }
  return out;
}

/** Errors of one structured part, re-keyed `<index>.<key>` for PartsEditor. */
export function partErrors(errors: Record<string, string>, part: string) {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${part}.`))
      .map(([k, v]) => [k.slice(part.length + 1), v]),
  );
}

export function useCmsDraft() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const update = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));
  return { draft, setDraft, update };
}
