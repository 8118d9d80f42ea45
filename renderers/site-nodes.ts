// The nodes of public web pages: the website's navigation, and the nodes a landing template
// brings in its data (include). Not defaults: a page that has one adds siteNodes to its
// registry (createRegistry(siteNodes)), so app screens never download them.
import type { NodeComponent } from './context';
import { Include } from './nodes/Include';
import { Nav } from './nodes/Nav';

export const siteNodes = {
  nav: Nav,
  include: Include,
} satisfies Record<string, NodeComponent>;
