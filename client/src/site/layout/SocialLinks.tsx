import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { SOCIAL_LINKS, type SocialId } from '../siteConfig';
import classes from './SiteFooter.module.css';

const ICONS: Record<SocialId, Icon> = {
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
  linkedin: IconBrandLinkedin,
  instagram: IconBrandInstagram,
};

export function SocialLinks() {
  const t = useT();
  return (
    <ul className={classes.social}>
      {SOCIAL_LINKS.map(({ id, label, href }) => {
        const Glyph = ICONS[id];
        return (
          <li key={id}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('social.on', { network: label })}
            >
              <Glyph size={20} aria-hidden />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
