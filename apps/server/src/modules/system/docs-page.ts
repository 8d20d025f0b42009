/** A small API reference that renders /api/openapi.json with same-origin script and style (the CSP allows no others). */
export const DOCS_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Learnstack API reference</title><link rel="stylesheet" href="/api/docs/style.css"></head>
<body><main><h1>Learnstack API reference</h1><p>Generated from the server's zod contracts: <a href="/api/openapi.json">openapi.json</a>.</p>
<label for="filter">Filter</label> <input id="filter" type="search" placeholder="/api/learning-plans"><div id="ops" aria-live="polite">Loading…</div></main>
<script src="/api/docs/app.js"></script></body></html>`;

export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:960px;margin:0 auto;padding:24px}
details{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:8px 0;padding:8px 12px}summary{cursor:pointer;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:64px;font-weight:700}.GET{color:#047857}.POST{color:#1d4ed8}.PUT{color:#b45309}.DELETE{color:#b91c1c}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:12px}input{padding:6px 8px;border:1px solid #94a3b8;border-radius:6px;width:260px}`;

export const DOCS_JS = `(async function(){const box=document.getElementById('ops');const doc=await (await fetch('/api/openapi.json')).json();
function render(f){box.textContent='';for(const [p,ops] of Object.entries(doc.paths||{})){for(const [m,op] of Object.entries(ops)){if(f&&!(p+' '+(op.summary||'')).toLowerCase().includes(f.toLowerCase()))continue;
const d=document.createElement('details');const s=document.createElement('summary');const b=document.createElement('span');b.className='m '+m.toUpperCase();b.textContent=m.toUpperCase();
s.append(b,document.createTextNode(p+(op.summary?' \u2014 '+op.summary:'')));d.append(s);const pre=document.createElement('pre');pre.textContent=JSON.stringify({operationId:op.operationId,tags:op.tags,security:op.security,parameters:op.parameters,requestBody:op.requestBody,responses:op.responses},null,2);d.append(pre);box.append(d);}}}
render('');document.getElementById('filter').addEventListener('input',e=>render(e.target.value));})();`;
