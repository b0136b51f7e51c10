import { InitialsAvatar } from '../ui/InitialsAvatar';
import { InnerPage } from '../ui/InnerPage';
import { CEO_MESSAGE } from './content/company';
import classes from './CeoMessagePage.module.css';

export function CeoMessagePage() {
  const { name, role, quote, paragraphs, description } = CEO_MESSAGE;
  return (
    <InnerPage
      name="CEO Message"
      description={description}
      title="A message from our CEO"
      lead="Why we started DigitalRideWeb, and what we promise every rider, captain and merchant."
      section={{ label: 'Company', to: '/pages/about-us' }}
      contained="md"
    >
      <article className={classes.letter}>
        <blockquote className={classes.quote}>
          <p>“{quote}”</p>
        </blockquote>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <footer className={classes.signature}>
          <InitialsAvatar name={name} size={64} />
          <div>
            <strong>{name}</strong>
            <span>{role}</span>
          </div>
        </footer>
      </article>
    </InnerPage>
  );
}
