import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import sharp from 'sharp';
import type { Configuration } from 'webpack';
import webpack from 'webpack';

const root = import.meta.dirname;

/**
 * Writes `route-chunks.json` beside index.html: the script files of every named chunk group (the entry
 * `main` and each lazy route page, e.g. `page-home`). The server preloads a route's own chunk from it,
 * and the benchmark sums what each route loads before it is interactive.
 */
class RouteChunksPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups: Record<string, { js: string[] }> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          groups[name] = { js: group.getFiles().filter((file) => file.endsWith('.js')) };
        }
        compilation.emitAsset('route-chunks.json', new webpack.sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

/**
 * Link previews (WhatsApp, LinkedIn, Facebook, X) show no SVG: every course and workshop illustration and
 * the site's default share picture are rendered to PNG beside their SVG (`shareImage` in contract/page-meta.ts
 * names them). The SVGs stay the only source.
 */
class SharePngPlugin {
  private static readonly WIDTH = 1200;
  private static readonly SOURCES = [{ dir: 'images/courses' }, { dir: 'images/workshops' }, { dir: 'images', only: 'og-default.svg' }];
  /** Renders kept across watch rebuilds: an SVG is rendered again only when it changed. */
  private readonly rendered = new Map<string, { mtimeMs: number; png: Buffer }>();

  private async render(svg: string): Promise<Buffer> {
    const { mtimeMs } = fs.statSync(svg);
    const kept = this.rendered.get(svg);
    if (kept?.mtimeMs === mtimeMs) return kept.png;
    const png = await sharp(svg, { density: 300 })
      .resize({ width: SharePngPlugin.WIDTH })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    this.rendered.set(svg, { mtimeMs, png });
    return png;
  }

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('SharePngPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SharePngPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const { dir, only } of SharePngPlugin.SOURCES) {
            const from = path.join(root, 'public', dir);
            const files = fs.readdirSync(from).filter((f) => (only ? f === only : f.endsWith('.svg')));
            for (const file of files) {
              const svg = path.join(from, file);
              compilation.fileDependencies.add(svg);
              compilation.emitAsset(`${dir}/${file.replace(/\.svg$/, '.png')}`, new webpack.sources.RawSource(await this.render(svg)));
            }
          }
        },
      );
    });
  }
}

export default (_env: unknown, argv: { mode?: 'production' | 'development' }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.join(root, 'src/app/entrypoint/index.tsx') },
    output: {
      // ITX_DIST_DIR lets parallel test runs build into their own folder.
      path: path.join(process.env.ITX_DIST_DIR ?? path.join(root, 'dist'), 'public'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    // Public maps give stack traces their file names and lines, never the source itself (issue 15, finding 12).
    devtool: production ? 'nosources-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { '@': path.join(root, 'src'), '@contract': path.join(root, 'contract/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(root, 'tsconfig.json') } },
        },
        { test: /\.svg$/, type: 'asset/resource' },
        // Our modules only declare things: a barrel (index.ts, @contract) re-exporting a form or a yup schema
        // no longer drags it into a chunk that does not use it. The entrypoint folder is excluded: index.tsx
        // runs for its side effect.
        {
          test: /\.tsx?$/,
          include: [path.join(root, 'src'), path.join(root, 'contract')],
          exclude: path.join(root, 'src/app/entrypoint'),
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(root, 'public/index.html'), scriptLoading: 'defer', inject: 'head' }),
      new CopyPlugin({ patterns: [{ from: path.join(root, 'public'), globOptions: { ignore: ['**/index.html'] } }] }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __LEAD_CAPTURE_URL__: JSON.stringify(process.env.LEAD_CAPTURE_URL ?? ''),
      }),
      new RouteChunksPlugin(),
      new SharePngPlugin(),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: /\.(js|css|svg|html|txt|xml|json)$/,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|html|txt|xml|json)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      // Vendor chunks keep their content hash across deploys that change only our code: module and chunk
      // ids are derived from paths, not from build order, and the webpack runtime lives in its own chunk.
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor-react',
            chunks: 'initial',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|clsx|stylis|prop-types|react-is)[\\/]/,
            name: 'vendor-mui',
            // Only what the first page needs: MUI parts used by admin pages or forms stay in their route's chunks.
            chunks: 'initial',
            priority: 20,
          },
          redux: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
            name: 'vendor-state',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
