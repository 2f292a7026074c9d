// The app's entry. How it starts, in order: app/start-app.ts.
import { startApp } from './app/start-app';
import { appStartSteps } from './app/start-steps';
import './styles/global.css';

void startApp(appStartSteps);
