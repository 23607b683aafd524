// Jest transformer: esbuild turns TypeScript, JSX and ESM-only packages (react-router 8) into CommonJS.
const { transformSync } = require('esbuild');
const path = require('node:path');

const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

module.exports = {
  process(source, filename) {
    const result = transformSync(source, {
      loader: loaders[path.extname(filename)] ?? 'js',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
      // react-router reads import.meta.hot, which has no meaning under Jest.
      define: { 'import.meta.hot': 'undefined', __LEAD_CAPTURE_URL__: '""' },
      // Jest's CommonJS runtime cannot run import(); require() the module instead.
      supported: { 'dynamic-import': false },
      logLevel: 'silent',
    });
    return { code: result.code };
  },
  getCacheKey(source, filename) {
    return require('node:crypto').createHash('sha1').update(source).update(filename).update('v2').digest('hex');
  },
};
