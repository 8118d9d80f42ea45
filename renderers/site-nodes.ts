// The nodes of a public web page (the website): its navigation. Not defaults: a page that has
// one adds siteNodes to its registry (createRegistry(siteNodes)), so app screens never
// download them.
import type { NodeComponent } from './context';
import { Nav } from './nodes/Nav';

export const siteNodes = {
  nav: Nav,
} satisfies Record<string, NodeComponent>;
