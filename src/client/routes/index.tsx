import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/landing-page';

export const Route = createFileRoute('/')({
  staticData: { titleKey: 'title.home', hideHeader: true },
  component: LandingPage,
});
