// esbuild options of the bundles the server runs: the server itself (build-server.mjs) and React's server
// renderer of the SPA's pages, used by the build and by `npm run dev` (watch).
import path from 'node:path';

/** One CommonJS file for Node 24 from `entry`, its npm packages left external (loaded from node_modules at run time). */
export function nodeBundleOptions({ entry, outfile, tsconfig, sourcemap = true }) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    packages: 'external',
    sourcemap,
    tsconfig,
    logLevel: 'warning',
  };
}

/** React's server renderer (src/app/entrypoint/server.tsx → render.js): the SPA's own code, built with the SPA's settings. */
export function rendererBuildOptions(root, outDir, { production = true } = {}) {
  return {
    ...nodeBundleOptions({
      entry: path.join(root, 'src/app/entrypoint/server.tsx'),
      outfile: path.join(outDir, 'render.js'),
      tsconfig: path.join(root, 'tsconfig.json'),
    }),
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __LEAD_CAPTURE_URL__: JSON.stringify(process.env.LEAD_CAPTURE_URL ?? ''),
      'import.meta.hot': 'undefined',
    },
  };
}
