import type { TypedDocumentNode } from '@apollo/client';
import type { ListData, ListVariables } from '../useServerList';
import type { ArticleMessages } from './ArticleForm';
import {
  AdminNewsItemQuery,
  AdminNewsListQuery,
  AdminPressItemQuery,
  AdminPressListQuery,
  CreateNewsMutation,
  CreatePressMutation,
  DeleteNewsMutation,
  DeletePressMutation,
  UpdateNewsMutation,
  UpdatePressMutation,
} from './articleDocuments';

/** The fields every article screen reads, whatever its kind. */
export interface ArticleRow {
  id: number;
  title: string;
  date: string;
  description: string;
  titleBn?: string | null;
  descriptionBn?: string | null;
  imageUrl: string;
  imageWebpUrl?: string | null;
  draft: boolean;
  publishAt: string;
}

interface ArticleInput {
  title: string;
  description: string;
  date: string;
  titleBn?: string | null;
  descriptionBn?: string | null;
  draft?: boolean;
  publishAt?: string | null;
}

/** Everything that tells news and press coverage apart: wording, routes and operations. */
export interface ArticleKind {
  /** GraphQL type, for cache ids. */
  typename: 'News' | 'PressCoverage';
  /** Query field of the paged list, whose cached pages go stale after an addition. */
  listField: 'news' | 'pressCoverage';
  titleLabel: string;
  dateHeader: string;
  messages: ArticleMessages;
  addTitle: string;
  addDescription: string;
  addButton: string;
  addedTitle: string;
  listTitle: string;
  listDescription: string;
  /** Accessible name of the table and start of its empty text. */
  plural: string;
  /** Said once a row is deleted. */
  deleted: string;
  editTitle: string;
  notFound: string;
  paths: { add: string; list: string; edit: (id: number) => string };
  documents: {
    list: TypedDocumentNode<ListData<ArticleRow>, ListVariables>;
    item: TypedDocumentNode<{ item?: ArticleRow | null }, { id: number }>;
    create: TypedDocumentNode<unknown, { input: ArticleInput; image: File }>;
    update: TypedDocumentNode<unknown, { id: number; input: ArticleInput; image?: File | null }>;
    remove: TypedDocumentNode<unknown, { id: number }>;
  };
}

const REQUIRED = {
  description: 'description is required',
  date: 'Date is required',
  image: 'Image is required',
};

export const NEWS: ArticleKind = {
  typename: 'News',
  listField: 'news',
  titleLabel: 'News Title',
  dateHeader: 'News Date',
  messages: { title: 'News title is required', ...REQUIRED },
  addTitle: 'Add News',
  addDescription: 'Publish a news item on the public site.',
  addButton: 'Add News',
  addedTitle: 'News added',
  listTitle: 'View News',
  listDescription: 'Every news item on the public site, newest first.',
  plural: 'News',
  deleted: 'News item deleted.',
  editTitle: 'Edit News',
  notFound: 'News item not found',
  paths: {
    add: '/dashbord/news/addnews',
    list: '/dashbord/news/viewnews',
    edit: (id) => `/dashbord/editnews/${id}`,
  },
  documents: {
    list: AdminNewsListQuery,
    item: AdminNewsItemQuery,
    create: CreateNewsMutation,
    update: UpdateNewsMutation,
    remove: DeleteNewsMutation,
  },
};

export const PRESS: ArticleKind = {
  typename: 'PressCoverage',
  listField: 'pressCoverage',
  titleLabel: 'Press Title',
  dateHeader: 'Press Date',
  messages: { title: 'Press title is required', ...REQUIRED },
  addTitle: 'Add Press Coverage',
  addDescription: 'Share an article the press wrote about DigitalRideWeb.',
  addButton: 'Add Press',
  addedTitle: 'Press coverage added',
  listTitle: 'View Press Coverage',
  listDescription: 'Every press article on the public site, newest first.',
  plural: 'Press coverage',
  deleted: 'Press article deleted.',
  editTitle: 'Edit Press Coverage',
  notFound: 'Press article not found',
  paths: {
    add: '/dashbord/news/addpress',
    list: '/dashbord/news/viewpress',
    edit: (id) => `/dashbord/editpress/${id}`,
  },
  documents: {
    list: AdminPressListQuery,
    item: AdminPressItemQuery,
    create: CreatePressMutation,
    update: UpdatePressMutation,
    remove: DeletePressMutation,
  },
};
