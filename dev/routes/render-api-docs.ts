import type { OpenApiDocument } from '../../api/openapi/build-openapi.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';

// /dev/api-docs: the OpenAPI document as one plain HTML page, rendered on the server. No script and
// no CDN: it works offline and under a CSP that allows nothing but inline styles.

type Operation = {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; schema: unknown; description?: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; $ref?: string }>;
};

const TITLE = 'Dokumentasi API Ajarin';

/** Pretty JSON where each `$ref` to a component schema links to it. */
function schemaHtml(schema: unknown): string {
  return escapeHtml(JSON.stringify(schema, null, 2)).replace(
    /&#34;#\/components\/schemas\/([A-Za-z0-9]+)&#34;/g,
    (_, name: string) => `&#34;<a href="#schema-${name}">#/components/schemas/${name}</a>&#34;`,
  );
}

function renderOperation(method: string, path: string, operation: Operation, document: OpenApiDocument): string {
  const parameters = operation.parameters?.length
    ? `<h4>Parameter</h4><table><tr><th>nama</th><th>di</th><th>wajib</th><th>skema</th></tr>${operation.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'ya' : 'tidak'}</td><td><pre>${schemaHtml(p.schema)}</pre></td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = operation.requestBody
    ? `<h4>Isi permintaan</h4>${Object.entries(operation.requestBody.content)
        .map(([type, media]) => `<p><code>${escapeHtml(type)}</code></p><pre>${schemaHtml(media.schema)}</pre>`)
        .join('')}`
    : '';
  const answers = Object.entries(operation.responses)
    .map(([status, answer]) => {
      const shared = answer.$ref ? document.components.responses[answer.$ref.split('/').pop() ?? ''] : undefined;
      return `<li><strong>${status}</strong> ${escapeHtml(shared?.description ?? answer.description ?? '')}</li>`;
    })
    .join('');
  return `<details id="${escapeHtml(`${method}-${path}`)}">
  <summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(operation.summary)}</summary>
  <p>${escapeHtml(operation.description ?? '')}</p>
  ${parameters}${body}
  <h4>Jawaban</h4><ul>${answers}</ul>
</details>`;
}

export function renderApiDocs(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );
  const sections = document.tags
    .map(({ name }) => {
      const items = operations.filter(({ operation }) => operation.tags.includes(name));
      return `<section><h2>${escapeHtml(name)}</h2>${items.map(({ method, path, operation }) => renderOperation(method, path, operation, document)).join('\n')}</section>`;
    })
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => `<h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3><pre>${schemaHtml(schema)}</pre>`)
    .join('\n');

  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLE}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 64rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
  details { border: 1px solid #e5e7eb; border-radius: .5rem; padding: .5rem .75rem; margin: .5rem 0; }
  summary { cursor: pointer; }
  .method { display: inline-block; min-width: 4.5rem; font: 600 .8rem ui-monospace, monospace; color: #fff; background: #6b7280; border-radius: .25rem; padding: .1rem .4rem; text-align: center; }
  .get { background: #2563eb; } .post { background: #059669; } .put, .patch { background: #d97706; } .delete { background: #dc2626; }
  pre { background: #f9fafb; border-radius: .25rem; padding: .5rem; overflow-x: auto; font-size: .8rem; margin: .25rem 0; }
  table { border-collapse: collapse; width: 100%; } td, th { border-top: 1px solid #e5e7eb; padding: .25rem; text-align: left; vertical-align: top; }
  h4 { margin: .75rem 0 .25rem; }
</style>
</head>
<body>
<h1>${TITLE}</h1>
<p>${escapeHtml(document.info.description)} Dokumen mentah: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${document.openapi}).</p>
${sections}
<section><h2>Skema</h2>
${schemas}
</section>
</body>
</html>`;
}
