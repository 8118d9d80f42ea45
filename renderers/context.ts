// What every node can reach while rendering: the translator, the action sink, the registries
// and the page's services. It changes only with the language (or a page that swaps its
// registries): the data lives apart, in the screen's store (scope.ts), which nodes read by
// pointer. Pages provide both through <ScreenView>.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { AppAction } from './actions';
import type { RendererServices } from './services';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface NodeProps<N> {
  node: N;
  /** JSON Pointer of the node within the screen, for reports and test ids. */
  path: string;
}
// Components are typed per node; the dispatcher hands each the node whose type it is registered for.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type NodeComponent<N = any> = (props: NodeProps<N>) => ReactNode;
export type Registry = Readonly<Record<string, NodeComponent>>;

export interface UnknownNodeReport {
  type: string;
  path: string;
}

/** A failure that is `final` cannot be helped by trying again (a photo too large): no retry. */
export type UploadResult =
  { ok: true; url: string } | { ok: false; message: string; final?: boolean };

/** Sends one file for an image picker; the page wires it to its upload endpoint. */
export type Uploader = (
  file: Blob,
  fileName: string,
  options: { signal: AbortSignal; onProgress: (fraction: number) => void },
) => Promise<UploadResult>;

export interface RendererContextValue {
  t: Translate;
  onAction: (action: AppAction) => void;
  registry: Registry;
  /** The page's own pieces for `custom` nodes, by customType. */
  custom: Registry;
  /** Uploaders image pickers name in their `upload` property. */
  uploaders: Readonly<Record<string, Uploader>>;
  onUnknown: (report: UnknownNodeReport) => void;
  /** Legacy screens show the rupee sign when the server's flag equals 1. */
  rupee: boolean;
  /** The app's formatters, URL policy, draft storage and image preparation (services.ts). */
  services: RendererServices;
}

export const RendererContext = createContext<RendererContextValue | null>(null);

export function useRenderer(): RendererContextValue {
  const ctx = useContext(RendererContext);
  if (!ctx) throw new Error('A node rendered outside <ScreenView> or <RendererProvider>');
  return ctx;
}
