// Jest transformer: esbuild turns TypeScript, JSX and ESM-only packages (react-router 8) into CommonJS.
const { transformSync } = require('esbuild');
const path = require('node:path');

const loaders = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js', '.jsx': 'jsx' };

module.exports = {
  // Jest 30 on Node 22+ loads `"type": "module"` packages as ES modules even when CommonJS requires them
  // (require(esm)); it then asks for ESM output (supportsStaticESM), everything else stays CommonJS.
  process(source, filename, options) {
    const esm = options?.supportsStaticESM === true;
    const result = transformSync(source, {
      loader: loaders[path.extname(filename)] ?? 'js',
      format: esm ? 'esm' : 'cjs',
      target: 'node24',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
      // react-router reads import.meta.hot, which has no meaning under Jest.
      define: { 'import.meta.hot': 'undefined', __LEAD_CAPTURE_URL__: '""' },
      // Jest's CommonJS runtime cannot run import(); require() the module instead.
      supported: esm ? {} : { 'dynamic-import': false },
      logLevel: 'silent',
    });
    return { code: result.code };
  },
  getCacheKey(source, filename, options) {
    return require('node:crypto')
      .createHash('sha1')
      .update(source)
      .update(filename)
      .update(options?.supportsStaticESM ? 'esm' : 'cjs')
      .update('v3')
      .digest('hex');
  },
};
