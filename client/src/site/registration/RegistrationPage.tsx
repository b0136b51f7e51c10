import { useContext } from 'react';
import { IconCircleCheck, IconFileDescription } from '@tabler/icons-react';
import type { RegistrationKind } from '../../gql/site/graphql';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { T, useT } from '../../i18n/i18n';
import { FormPostContext } from '../forms/formPost';
import { Island } from '../islands/Island';
import { RegistrationFormIsland } from './RegistrationFormIsland';
import { REGISTRATION_KINDS } from './registrationKinds';
import classes from './RegistrationPage.module.css';

/** /registration/driver, /registration/customer, /registration/fleet-partner and the merchant page. */
export function RegistrationPage({ kind }: { kind: RegistrationKind }) {
  const t = useT();
  const config = REGISTRATION_KINDS[kind];
  // What the server made of the form posted without JavaScript (stored, or refused).
  const post = useContext(FormPostContext);
  const posted = post?.form === 'registration' ? post : null;
  return (
    <InnerPage
      name={t(config.pageName)}
      description={t(config.description)}
      title={t(config.title)}
      lead={t(config.lead)}
      section={{ ...config.section, label: t(config.section.label) }}
    >
      <Split columns="minmax(0, 1fr) minmax(0, 1.15fr)">
        <section className={`${blocks.formCard} ${classes.formCard}`} aria-labelledby="form-title">
          <h2 id="form-title">{t('reg.yourDetails')}</h2>
          <p className={classes.hint}>
            <T
              id="reg.hint"
              components={{ 0: <span aria-hidden />, 1: <span className="sr-only" /> }}
            />
          </p>
          <Island
            name="RegistrationForm"
            component={RegistrationFormIsland}
            props={{ kind, posted }}
          />
        </section>
        <div className={classes.info}>
          <section aria-labelledby="why-join">
            <h2 id="why-join">{t('reg.whyJoin')}</h2>
            <ul className={blocks.checkList}>
              {config.benefits.map((text) => (
                <li key={text}>
                  <IconCircleCheck size={20} aria-hidden />
                  <span>{t(text)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="what-to-bring">
            <h2 id="what-to-bring">{t('reg.whatToBring')}</h2>
            <ul className={blocks.checkList}>
              {config.bring.map((text) => (
                <li key={text}>
                  <IconFileDescription size={20} aria-hidden />
                  <span>{t(text)}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Split>
    </InnerPage>
  );
}
