import { useLocalePath, useT } from '../../i18n/i18n';
import { textField } from '../forms/fields';
import { FormStack, SubmitButton } from '../forms/layout';
import { postedFields } from '../forms/PostBackForm';

/**
 * The help search: a GET form to /help (?q=), so it works without JavaScript, can be bookmarked
 * and is cached like any page. A search is not personal data.
 */
export function HelpSearchForm({ q, error }: { q: string; error?: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const form = postedFields({ q }, { values: {}, errors: error ? { q: error } : {} });
  return (
    <form method="get" action={localePath('/help')} role="search" aria-label={t('help.search')}>
      <FormStack>
        {textField(form, 'q', t('help.searchLabel'), {
          type: 'search',
          placeholder: t('help.searchPlaceholder'),
          withAsterisk: false,
        })}
        <SubmitButton loading={false} alignStart>
          {t('help.searchButton')}
        </SubmitButton>
      </FormStack>
    </form>
  );
}
