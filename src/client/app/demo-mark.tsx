import { useEffect, useState } from 'react';
import { fetchDemoFlag } from '../features/catalogue/health-api';
import { useT } from '../i18n/use-t';

/** Says so in the footer when the travellers and posts are the generated demo community. */
export function DemoMark() {
  const t = useT();
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let current = true;
    void fetchDemoFlag().then((flag) => current && setDemo(flag));
    return () => {
      current = false;
    };
  }, []);
  if (!demo) return null;
  return (
    <p className="site-footer__demo" role="note">
      {t('footer.demo')}
    </p>
  );
}
