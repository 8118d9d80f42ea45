// Placeholder until this page is built.
export { default } from '../coming-soon';
