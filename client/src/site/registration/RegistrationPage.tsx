import { IconCircleCheck, IconFileDescription } from '@tabler/icons-react';
import type { RegistrationKind } from '../../gql/site/graphql';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { RegistrationForm } from './RegistrationForm';
import { REGISTRATION_KINDS } from './registrationKinds';
import classes from './RegistrationPage.module.css';

/** /registration/driver, /registration/customer, /registration/fleet-partner and the merchant page. */
export function RegistrationPage({ kind }: { kind: RegistrationKind }) {
  const config = REGISTRATION_KINDS[kind];
  return (
    <InnerPage
      name={config.pageName}
      description={config.description}
      title={config.title}
      lead={config.lead}
      section={config.section}
    >
      <Split columns="minmax(0, 1fr) minmax(0, 1.15fr)">
        <section className={`${blocks.formCard} ${classes.formCard}`} aria-labelledby="form-title">
          <h2 id="form-title">Your details</h2>
          <p className={classes.hint}>
            Takes about two minutes. Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <RegistrationForm kind={kind} />
        </section>
        <div className={classes.info}>
          <section aria-labelledby="why-join">
            <h2 id="why-join">Why join</h2>
            <ul className={blocks.checkList}>
              {config.benefits.map((text) => (
                <li key={text}>
                  <IconCircleCheck size={20} aria-hidden />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="what-to-bring">
            <h2 id="what-to-bring">What you will need</h2>
            <ul className={blocks.checkList}>
              {config.bring.map((text) => (
                <li key={text}>
                  <IconFileDescription size={20} aria-hidden />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Split>
    </InnerPage>
  );
}
