// Not built yet: shows the "coming soon" state until its issue lands.
export { default } from '../coming-soon';
