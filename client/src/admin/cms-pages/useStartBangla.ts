import { useApolloClient, useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/errors';
import { AdminCmsPageQuery, CreateCmsPageMutation } from './cmsPageDocuments';
import { draftOf, inputOf } from './useCmsDraft';

/** A page staff added in English only: its Bangla version starts as a copy to translate. */
export function useStartBangla(slug: string, refetch: () => Promise<unknown>) {
  const client = useApolloClient();
  const [create, { loading: creating }] = useMutation(CreateCmsPageMutation);
  const startBangla = async () => {
    try {
      const en = await client.query({
        query: AdminCmsPageQuery,
        variables: { slug, locale: 'en' },
        fetchPolicy: 'network-only',
      });
      if (!en.data?.cmsPage) throw new Error('The English page is gone');
      await create({
        variables: { input: { ...inputOf(draftOf(en.data.cmsPage)), slug, locale: 'bn' } },
      });
      await refetch();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not created', message: errorMessage(error) });
    }
  };
  return { startBangla, creating };
}
