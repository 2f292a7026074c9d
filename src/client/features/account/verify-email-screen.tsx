import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AuthCard } from '../auth/auth-card';
import { useSessionStore } from '../auth/session-store';
import { verifyEmail } from './commands';
import { lifecycleFailure } from './request-failure';

type Outcome = 'working' | 'done' | 'link-invalid' | { message: string };

/**
 * One verification per token and page: a token is single use, so a second call (React
 * runs effects twice in development, or the screen mounts again) must not answer
 * "invalid" for a link that just worked.
 */
const verifications = new Map<string, Promise<void>>();

function verifyOnce(token: string): Promise<void> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verifyEmail(token);
    verifications.set(token, verification);
    // A failure may be the network: let a later try ask again.
    verification.catch(() => verifications.delete(token));
  }
  return verification;
}

/** `/verify-email?token=…`: the link of the verification mail. */
export function VerifyEmailScreen({ token }: { token: string | undefined }) {
  const t = useT();
  const signedIn = useSessionStore((state) => state.user !== null);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'working' : 'link-invalid');

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(token).then(
      () => current && setOutcome('done'),
      async (error: unknown) => {
        const failure = await lifecycleFailure(error, t);
        if (!current) return;
        setOutcome(failure.kind === 'link-invalid' ? 'link-invalid' : { message: failure.message });
      },
    );
    return () => {
      current = false;
    };
  }, [token, t]);

  const next = signedIn ? (
    <Link to="/profile">{t('verify.toProfile')}</Link>
  ) : (
    <Link to="/map">{t('verify.toMap')}</Link>
  );
  return (
    <AuthCard title={t('title.verifyEmail')} footer={next}>
      {outcome === 'working' ? <p role="status">{t('verify.working')}</p> : null}
      {outcome === 'done' ? (
        <p className="inline-notice inline-notice--success" role="status">
          {t('verify.done')}
        </p>
      ) : null}
      {outcome === 'link-invalid' ? (
        <p className="inline-notice inline-notice--error" role="alert">
          {token ? t('verify.linkInvalid') : t('verify.missing')}
        </p>
      ) : null}
      {typeof outcome === 'object' ? (
        <p className="inline-notice inline-notice--error" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </AuthCard>
  );
}
