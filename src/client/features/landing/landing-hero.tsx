import { BareTopBar } from '../../app/bare-top-bar';
import { useT } from '../../i18n/use-t';
import { InstallApp } from '../pwa/install-app';
import { LandingActions } from './landing-actions';
import { SiteCounter } from './site-counter';
import './landing-hero.css';

export function LandingHero() {
  const t = useT();
  return (
    <div className="landing-hero">
      <div className="landing-hero__inner">
        <BareTopBar onDark>
          <InstallApp tone="dark" />
        </BareTopBar>
        <div className="landing-hero__content">
          <div className="landing-hero__text">
            <p className="landing-hero__eyebrow">{t('landing.hero.eyebrow')}</p>
            <h1 className="landing-hero__title">{t('landing.hero.title')}</h1>
            <p className="landing-hero__lead">{t('landing.hero.lead')}</p>
            <LandingActions />
          </div>
          <SiteCounter />
        </div>
      </div>
    </div>
  );
}
