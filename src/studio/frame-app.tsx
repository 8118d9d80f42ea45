// The app's start for the studio's preview frame (src/studio/frame.ts): the same as the app's.
export { startApp as start } from '../app/start-app';
