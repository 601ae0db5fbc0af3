// The React runtime the web app ships and tests with (decision 062): Preact's React-compatible layer, about 11 kB
// gzipped against react-dom's 64. The app's code imports 'react' and 'react-dom' as usual; these aliases point those
// imports (and the JSX runtime the React plugin emits) at preact/compat. `WEB_RUNTIME=react` builds and tests with
// React itself, to compare sizes or to rule the runtime out when hunting a bug.
export const runtimeAliases =
  process.env.WEB_RUNTIME === 'react'
    ? []
    : [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
        // react-i18next's shim of React 18's hook: preact/compat has the hook itself.
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      ];
