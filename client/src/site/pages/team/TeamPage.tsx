import { InitialsAvatar } from '../../ui/InitialsAvatar';
import { InnerPage } from '../../ui/InnerPage';
import { TEAMS, type TeamId } from '../content/teams';
import classes from './TeamPage.module.css';

/** The advisor team, the directors and the operation team: one page, three rosters. */
export function TeamPage({ team }: { team: TeamId }) {
  const { title, description, lead, members } = TEAMS[team];
  return (
    <InnerPage
      name={title}
      description={description}
      title={title}
      lead={lead}
      section={{ label: 'Company', to: '/pages/about-us' }}
    >
      <ul className={classes.grid}>
        {members.map((person) => (
          <li key={person.name} className={classes.person}>
            <InitialsAvatar name={person.name} />
            <h2 className={classes.name}>{person.name}</h2>
            <p className={classes.role}>{person.role}</p>
            <p className={classes.bio}>{person.bio}</p>
          </li>
        ))}
      </ul>
    </InnerPage>
  );
}
