import { createFileRoute } from '@tanstack/react-router';
import { BareTopBar } from '../app/bare-top-bar';
import { ComingSoon } from '../app/coming-soon';
import { useT } from '../i18n/use-t';

export const Route = createFileRoute('/login')({
  staticData: { titleKey: 'title.login', hideHeader: true },
  component: LoginScreen,
});

function LoginScreen() {
  const t = useT();
  return (
    <>
      <BareTopBar />
      <ComingSoon title={t('title.login')} description={t('login.description')} />
    </>
  );
}
