interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_HE_CHECKER_URL?: string
  readonly VITE_CONNECTIVITY_PROBE_URL?: string
}
