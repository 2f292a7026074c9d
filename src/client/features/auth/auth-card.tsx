import type { ReactNode } from 'react';
import { BareTopBar } from '../../app/bare-top-bar';
import './auth-page.css';
import './forms.css';

type AuthCardProps = {
  title: string;
  /** A line under the title; none when the content speaks for itself. */
  lead?: string;
  children: ReactNode;
  /** The way to the other screen (login ↔ register). */
  footer: ReactNode;
};

/** The frame of the sign-in and sign-up screens: slim top bar and one centred card. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <BareTopBar />
      <div className="auth-page__body">
        <section className="auth-card" aria-labelledby="auth-card-title">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {lead ? <p className="auth-card__lead">{lead}</p> : null}
          <div className="auth-card__content">{children}</div>
          <p className="auth-card__footer">{footer}</p>
        </section>
      </div>
    </div>
  );
}
