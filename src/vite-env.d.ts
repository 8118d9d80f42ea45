/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_APP_SCHEME?: string;
  readonly VITE_ROUTE_PATHS?: string;
  readonly VITE_BRIDGE_CONFIG?: string;
  readonly VITE_OLDER_PATHS?: string;
}
