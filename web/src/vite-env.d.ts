/// <reference types="vite/client" />

/** The app version from web/package.json, injected at build time (see vite.config.ts). */
declare const __APP_VERSION__: string;
