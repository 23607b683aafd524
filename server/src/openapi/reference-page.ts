import { SESSION_SCHEME } from './schema';

type JsonSchema = Record<string, unknown>;
interface OperationView {
  summary: string;
  description?: string;
  tags: string[];
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `code` spans for backticked words in the document's prose. */
const prose = (text: string): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const schemaBlock = (schema: JsonSchema): string => `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 1.5rem;color:#1a1a1a}
h1{margin-bottom:.25rem}h2{border-bottom:2px solid #ddd;margin-top:2.5rem}
section.op{border:1px solid #ddd;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
.verb{display:inline-block;min-width:4.5rem;font-weight:700;font-family:monospace}
.path{font-family:monospace;font-size:1.05rem}
.admin{background:#fff3cd;border:1px solid #e0c060;border-radius:4px;font-size:.8rem;margin-left:.5rem;padding:0 .4rem}
pre{background:#f6f8fa;border-radius:4px;max-height:24rem;overflow:auto;padding:.5rem;font-size:.85rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
details summary{cursor:pointer}nav a{margin-right:1rem}
`;

/**
 * The reference page at /api/docs: the OpenAPI document rendered on the server as plain HTML. It needs no
 * script and loads nothing from other hosts, so it works under the site's CSP as it is (one style element;
 * the CSP allows no script); swagger-ui would need a large script bundle.
 */
export function referencePage(document: unknown): string {
  const doc = document as {
    info: { title: string; description: string; version: string };
    tags: { name: string }[];
    paths: Record<string, Record<string, OperationView>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const admin = op.security.some((s) => SESSION_SCHEME in s);
      const params = op.parameters?.length
        ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${op.parameters
            .map(
              (p) =>
                `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${
                  p.description ? `${prose(p.description)}<br>` : ''
                }<code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
            )
            .join('')}</table>`
        : '';
      const body = op.requestBody
        ? `<h4>Request body</h4>${Object.entries(op.requestBody.content)
            .map(([type, c]) => `<details><summary><code>${escapeHtml(type)}</code></summary>${schemaBlock(c.schema)}</details>`)
            .join('')}`
        : '';
      const responses = `<h4>Answers</h4><table>${Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<tr><td><strong>${status}</strong></td><td>${prose(r.description)}${Object.entries(r.content ?? {})
              .map(([type, c]) => `<details><summary><code>${escapeHtml(type)}</code></summary>${schemaBlock(c.schema)}</details>`)
              .join('')}</td></tr>`,
        )
        .join('')}</table>`;
      const html = `<section class="op" id="${escapeHtml(op.operationId)}"><div><span class="verb">${method.toUpperCase()}</span><span class="path">${escapeHtml(
        path,
      )}</span>${admin ? '<span class="admin">admin session cookie</span>' : ''}</div><p>${prose(op.summary)}</p>${
        op.description ? `<p>${prose(op.description)}</p>` : ''
      }${params}${body}${responses}</section>`;
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}`).join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, s]) => `<details id="schema-${name}"><summary><code>${name}</code></summary>${schemaBlock(s)}</details>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    doc.info.title,
  )} reference</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(doc.info.title)}</h1><p>${prose(
    doc.info.description,
  )}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p><nav>${[...byTag.keys()]
    .map((t) => `<a href="#tag-${escapeHtml(t)}">${escapeHtml(t)}</a>`)
    .join('')}<a href="#schemas">Schemas</a></nav></header><main>${sections}<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`;
}
