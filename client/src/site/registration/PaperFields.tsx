import { IconPaperclip } from '@tabler/icons-react';
import type { DocumentKind } from '../../gql/islands/graphql';
import { useT } from '../../i18n/i18n';
import { FileField } from '../forms/FileField';
import { textField } from '../forms/fields';
import type { FormLike } from '../forms/wrapper';
import { expires, PAPER_TYPES, paperField, paperLabel } from './papers';
import classes from './RegistrationPage.module.css';

/**
 * The papers a kind requires, each in its own group: its number, its expiry date (typed: Bangla
 * digits are fine, and a date picker would refuse them) and its file. Without JavaScript the
 * form posts them all, multipart, under the names the server gives its problems.
 */
export function PaperFields({
  form,
  kinds,
  onClear,
}: {
  form: FormLike;
  kinds: DocumentKind[];
  onClear: (kind: DocumentKind) => void;
}) {
  const t = useT();
  if (!kinds.length) return null;
  return (
    <section aria-labelledby="papers-title" className={classes.papers}>
      <h3 id="papers-title" className={classes.papersTitle}>
        {t('reg.docs.title')}
      </h3>
      <p className={classes.hint}>{t('reg.docs.hint')}</p>
      {kinds.map((kind) => (
        <fieldset key={kind} className={classes.paper}>
          <legend>{paperLabel(t, kind)}</legend>
          {textField(form, paperField(kind, 'number'), paperLabel(t, kind, 'number'), {
            autoComplete: 'off',
          })}
          {textField(form, paperField(kind, 'expiresOn'), paperLabel(t, kind, 'expiresOn'), {
            description: t(expires(kind) ? 'reg.docs.dateHint' : 'reg.docs.dateOptional'),
            withAsterisk: expires(kind),
            autoComplete: 'off',
            placeholder: t('reg.docs.datePlaceholder'),
          })}
          <FileField
            form={form}
            name={paperField(kind, 'file')}
            label={paperLabel(t, kind, 'file')}
            description=""
            placeholder={t('reg.docs.attach')}
            accept={PAPER_TYPES}
            icon={<IconPaperclip size={16} aria-hidden />}
            clearLabel={t('reg.docs.remove')}
            onClear={() => onClear(kind)}
            required
          />
        </fieldset>
      ))}
    </section>
  );
}
