// esbuild options of React's server renderer (src/app/entrypoint/server.tsx → dist/server/render.js): the SPA's
// own code, built with the SPA's settings. Used by the build (build-server.mjs) and `npm run dev` (watch).
import path from 'node:path';

export function rendererBuildOptions(root, outDir, { production = true } = {}) {
  return {
    entryPoints: [path.join(root, 'src/app/entrypoint/server.tsx')],
    outfile: path.join(outDir, 'render.js'),
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: {
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      __LEAD_CAPTURE_URL__: JSON.stringify(process.env.LEAD_CAPTURE_URL ?? ''),
      'import.meta.hot': 'undefined',
    },
    logLevel: 'warning',
  };
}
