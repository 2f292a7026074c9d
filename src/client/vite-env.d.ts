/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the external feedback form; the header omits the link when unset. */
  readonly VITE_FEEDBACK_FORM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
