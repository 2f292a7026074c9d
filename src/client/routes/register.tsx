import { createFileRoute } from '@tanstack/react-router';
import { BareTopBar } from '../app/bare-top-bar';
import { ComingSoon } from '../app/coming-soon';
import { useT } from '../i18n/use-t';

export const Route = createFileRoute('/register')({
  staticData: { titleKey: 'title.register', hideHeader: true },
  component: RegisterScreen,
});

function RegisterScreen() {
  const t = useT();
  return (
    <>
      <BareTopBar />
      <ComingSoon title={t('title.register')} description={t('register.description')} />
    </>
  );
}
