import type { ListeningPost, QueryTerms } from '@smm/listen';
import {
  decode,
  ListeningLanguage,
  ListeningNetwork,
  ListeningQueryInput,
  ListeningRange,
  type ListeningQuery,
} from '@smm/model';
import { networkName } from '@smm/networks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { SECURITY_HEADERS } from '../http/security-headers.js';
import {
  embedGrant,
  LISTENING_TOOL_PATH,
  type EmbedGrant,
} from '../modules/listen/listen.embed.js';
import {
  createQuery,
  deleteQuery,
  listQueries,
  periodOf,
  readQuery,
  search,
  setQueryActive,
  updateQuery,
  type SearchResult,
} from '../modules/listen/listen.queries.js';
import { listeningPost } from './sandbox.listening.js';
import { escape } from './sandbox.pages.js';

/**
 * The sandbox listening tool (decisions 0088, 0089): a listening product of its own, served by
 * this server under `/sandbox/listening/`, which Switchboard shows in a frame. It works for the
 * person an embed token names (`GET /api/listen/embed`): it searches the sandbox networks' public
 * posts by the organisation's listening queries (volume over time, sentiment, the newest posts)
 * and manages the queries. Its pages post tracking messages to the product's window
 * (`{ source: 'listening-tool', nonce, event, queryId? }`) to the product's origin only.
 */

const BASE = '/sandbox/listening';
const STYLESHEET = `${BASE}/tool.css`;
const SCRIPT = `${BASE}/tool.js`;
const PAGE_SIZE = 50;
const MAX_POSTS = 500;

const LANGUAGE_NAMES: Record<ListeningLanguage, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
};

const STYLES = `*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font:14px/1.45 system-ui,sans-serif;color:#1d2433;background:#f6f7fb;display:flex;flex-direction:column}
a{color:#1864ab}header.top{display:flex;align-items:center;gap:.75rem;padding:.6rem 1rem;background:#12263f;color:#fff}
header.top h1{font-size:1rem;margin:0}header.top .note{font-size:.8rem;color:#c9d4e4;margin-left:auto}
.layout{flex:1;display:flex;min-height:0}nav.queries{width:16rem;flex:none;border-right:1px solid #dde1ea;background:#fff;overflow:auto;padding:.75rem}
nav.queries h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#5c667a;margin:.25rem 0 .5rem}
nav.queries ul{list-style:none;margin:0 0 .75rem;padding:0}nav.queries li a{display:flex;justify-content:space-between;gap:.5rem;padding:.45rem .5rem;border-radius:6px;text-decoration:none;color:#1d2433}
nav.queries li a[aria-current=page]{background:#e7f0fb;font-weight:600}nav.queries li a:hover{background:#f0f3f8}
.badge{font-size:.72rem;border-radius:99px;padding:0 .45rem;background:#e9ecef;color:#495057;align-self:center;white-space:nowrap}.badge.on{background:#d3f9d8;color:#1b5e28}
main{flex:1;overflow:auto;padding:1rem 1.25rem;min-width:0}main h2{margin:0 0 .25rem;font-size:1.25rem}
.terms{color:#5c667a;margin:0 0 .75rem}.chip{display:inline-block;background:#fff;border:1px solid #d0d6e2;border-radius:99px;padding:0 .5rem;margin:0 .25rem .25rem 0;font-size:.8rem}
.chip.not{border-style:dashed;color:#a61e4d}.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
button,.button{font:inherit;padding:.35rem .8rem;border-radius:6px;border:1px solid #98a2b3;background:#fff;color:#1d2433;cursor:pointer;text-decoration:none;display:inline-block}
button.primary,.button.primary{background:#1864ab;border-color:#1864ab;color:#fff}button.danger{border-color:#c92a2a;color:#c92a2a}
form.inline{display:inline}.ranges a{padding:.3rem .7rem;border:1px solid #d0d6e2;border-radius:6px;text-decoration:none;color:#1d2433;background:#fff}
.ranges a[aria-current=true]{background:#12263f;color:#fff;border-color:#12263f}
input[type=search],input[type=text],textarea{font:inherit;padding:.35rem .5rem;border:1px solid #98a2b3;border-radius:6px;width:100%}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.5rem;margin:.75rem 0}.card{background:#fff;border:1px solid #dde1ea;border-radius:8px;padding:.5rem .75rem}
.card b{display:block;font-size:1.3rem}.chart{background:#fff;border:1px solid #dde1ea;border-radius:8px;padding:.5rem;margin:.5rem 0}
.chart svg{width:100%;height:160px;display:block}.chart rect{fill:#1c7ed6}.chart rect:hover{fill:#0b5394}
.axis{display:flex;font-size:.72rem;color:#5c667a;margin-top:.2rem}.axis span{flex:1 1 0;min-width:0;text-align:center;white-space:nowrap;overflow:visible}
form.search input[type=search]{flex:1 1 12rem;width:auto;max-width:28rem}.field .hint{margin:.2rem 0 0}fieldset .hint{margin:0 0 .25rem}
details{margin:.25rem 0 .75rem}table{border-collapse:collapse;font-size:.85rem}td,th{padding:.15rem .6rem;border-bottom:1px solid #e3e6ec;text-align:left}td.n{text-align:right}
ol.posts{list-style:none;padding:0;margin:0}ol.posts li{background:#fff;border:1px solid #dde1ea;border-radius:8px;padding:.6rem .75rem;margin:0 0 .5rem}
.meta{color:#5c667a;font-size:.8rem;display:flex;flex-wrap:wrap;gap:.25rem .75rem}.positive{color:#1f6a30}.negative{color:#c92a2a}.neutral{color:#5c667a}
fieldset{border:1px solid #dde1ea;border-radius:8px;padding:.5rem .75rem;margin:.5rem 0;background:#fff}legend{font-weight:600}
label.check{display:inline-flex;gap:.3rem;margin:.2rem .8rem .2rem 0;align-items:center}.field{margin:.5rem 0}.field label{display:block;font-weight:600;margin-bottom:.2rem}
.hint{color:#5c667a;font-size:.8rem}.error{background:#fff5f5;border:1px solid #ffc9c9;color:#a61e1e;padding:.5rem .75rem;border-radius:6px}
.empty{color:#5c667a;padding:1rem;background:#fff;border:1px dashed #d0d6e2;border-radius:8px}
@media (max-width:700px){.layout{flex-direction:column}nav.queries{width:auto;border-right:0;border-bottom:1px solid #dde1ea;max-height:40%}}
`;

/**
 * The tool's script: posts the page's tracking messages to the product's window, to the
 * product's origin only (the page names both, and the nonce, in data attributes).
 */
const SCRIPT_TEXT = `(function(){
var b=document.body;var parentOrigin=b.getAttribute('data-parent');var nonce=b.getAttribute('data-nonce');
if(!parentOrigin||!nonce||window.parent===window)return;
function send(event,queryId){var m={source:'listening-tool',nonce:nonce,event:event};if(queryId)m.queryId=queryId;window.parent.postMessage(m,parentOrigin);}
send('loaded');var ev=b.getAttribute('data-event');if(ev)send(ev,b.getAttribute('data-query')||undefined);
})();`;

/** A tool page: its title, the product's origin it may be framed by, and its body. */
function toolPage(
  title: string,
  body: string,
  data: Partial<Record<'parent' | 'nonce' | 'event' | 'query', string | undefined>> = {},
): string {
  const attrs = Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` data-${k}="${escape(String(v))}"`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${STYLESHEET}"><script src="${SCRIPT}" defer></script>
</head><body${attrs}>${body}</body></html>`;
}

/** The security headers of a tool page: it may be framed by the product's origin only. */
function framedBy(reply: FastifyReply, parentOrigin: string | null): FastifyReply {
  const csp = (SECURITY_HEADERS['content-security-policy'] ?? '').replace(
    "frame-ancestors 'none'",
    `frame-ancestors ${parentOrigin ?? "'none'"}`,
  );
  if (parentOrigin) reply.removeHeader('x-frame-options');
  return reply
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
}

const lines = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(/[\n,]/))
    .map((v) => v.trim())
    .filter((v) => v !== '');
const many = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
const one = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : '';

/** The query a form describes, decoded (its readable problem otherwise). */
function formQuery(fields: Record<string, unknown>): ListeningQueryInput | string {
  const result = decode(ListeningQueryInput, {
    name: one(fields['name']),
    keywords: lines(fields['keywords']),
    excludedKeywords: lines(fields['excludedKeywords']),
    networks: many(fields['networks']),
    languages: many(fields['languages']),
  });
  return result._tag === 'Right' ? result.right : result.left.message;
}

const time = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const number = (n: number) => n.toLocaleString('en');

/** State a tool page carries from link to link: the token, the nonce, the query and period. */
interface Where {
  readonly token: string;
  readonly nonce: string;
  readonly query?: string | undefined;
  readonly range?: ListeningRange | undefined;
  readonly contains?: string | undefined;
}

function toolUrl(where: Where, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ token: where.token, nonce: where.nonce });
  if (where.query) params.set('query', where.query);
  if (where.range && where.range !== '7d') params.set('range', where.range);
  if (where.contains) params.set('contains', where.contains);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `${LISTENING_TOOL_PATH}?${params.toString()}`;
}

const hidden = (where: Where) =>
  `<input type="hidden" name="token" value="${escape(where.token)}"><input type="hidden" name="nonce" value="${escape(where.nonce)}">`;

function queryNav(queries: readonly ListeningQuery[], where: Where): string {
  const items = queries
    .map(
      (q) =>
        `<li><a href="${escape(toolUrl({ ...where, query: q.id, contains: undefined }))}"${q.id === where.query ? ' aria-current="page"' : ''}><span>${escape(q.name)}</span><span class="badge${q.active ? ' on' : ''}">${q.active ? 'Active' : 'Paused'}</span></a></li>`,
    )
    .join('');
  return `<nav class="queries" aria-label="Listening queries"><h2>Queries</h2>${
    items ? `<ul>${items}</ul>` : '<p class="hint">No queries yet.</p>'
  }<a class="button primary" href="${escape(toolUrl({ ...where, query: undefined }, { edit: 'new' }))}">New query</a></nav>`;
}

function chart(result: SearchResult): string {
  const max = Math.max(1, ...result.volume.map((b) => b.count));
  const width = 1000;
  const height = 160;
  const slot = width / Math.max(1, result.volume.length);
  const label = (start: Date) =>
    result.bucket === 'day'
      ? start.toISOString().slice(5, 10)
      : `${start.toISOString().slice(11, 13)}:00`;
  const every = Math.max(1, Math.ceil(result.volume.length / 12));
  const bars = result.volume
    .map((b, n) => {
      const h = Math.round((b.count / max) * (height - 10));
      return `<rect x="${(n * slot + slot * 0.12).toFixed(1)}" y="${height - h}" width="${(slot * 0.76).toFixed(1)}" height="${h}"><title>${escape(`${time(b.start)}: ${b.count} posts`)}</title></rect>`;
    })
    .join('');
  // The axis is text of the page, not of the stretched drawing, so it never distorts.
  const axis = result.volume
    .map((b, n) => `<span>${n % every === 0 ? label(b.start) : ''}</span>`)
    .join('');
  const rows = result.volume
    .map((b) => `<tr><td>${time(b.start)}</td><td class="n">${number(b.count)}</td></tr>`)
    .join('');
  return `<figure class="chart" aria-labelledby="volume-title"><figcaption id="volume-title"><b>Volume per ${result.bucket} (UTC)</b>, at most ${number(max)} in one ${result.bucket}</figcaption>
<svg viewBox="0 0 ${width} ${height}" preserveAspectRatio="none" role="img" aria-label="Volume per ${result.bucket}: ${number(result.total)} posts in all">${bars}</svg><div class="axis" aria-hidden="true">${axis}</div>
<details><summary>Numbers</summary><table><thead><tr><th scope="col">${result.bucket === 'day' ? 'Day' : 'Hour'}</th><th scope="col">Posts</th></tr></thead><tbody>${rows}</tbody></table></details></figure>`;
}

function postList(posts: readonly ListeningPost[]): string {
  if (posts.length === 0) return '<p class="empty">No posts match in this period.</p>';
  return `<ol class="posts">${posts
    .map(
      (
        p,
      ) => `<li><div class="meta"><b>${escape(p.author.name)}</b><span>@${escape(p.author.handle)}</span><span>${escape(networkName(p.network))}</span><span>${escape(LANGUAGE_NAMES[p.language as ListeningLanguage] ?? p.language)}</span><time datetime="${p.publishedAt.toISOString()}">${time(p.publishedAt)}</time><span class="${p.sentiment}">${p.sentiment}</span></div>
<p>${escape(p.text)}</p><a href="${escape(p.permalink)}" target="_blank" rel="noopener">Open post</a></li>`,
    )
    .join('')}</ol>`;
}

function queryView(
  query: ListeningQuery,
  where: Where & { range: ListeningRange },
  result: SearchResult,
  limit: number,
): string {
  const chips = [
    ...query.keywords.map((k) => `<span class="chip">${escape(k)}</span>`),
    ...query.excludedKeywords.map((k) => `<span class="chip not">not ${escape(k)}</span>`),
  ].join('');
  const scope = [
    query.networks.length ? query.networks.map(networkName).join(', ') : 'All networks',
    query.languages.length
      ? query.languages.map((l) => LANGUAGE_NAMES[l as ListeningLanguage] ?? l).join(', ')
      : 'All languages',
  ].join(' · ');
  const ranges = ListeningRange.values
    .map(
      (r) =>
        `<a href="${escape(toolUrl({ ...where, range: r }, { event: 'search' }))}"${r === where.range ? ' aria-current="true"' : ''}>${{ '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' }[r]}</a>`,
    )
    .join('');
  const pct = (n: number) => (result.total === 0 ? 0 : Math.round((n / result.total) * 100));
  return `<h2>${escape(query.name)} <span class="badge${query.active ? ' on' : ''}">${query.active ? 'Active' : 'Paused'}</span></h2>
<p class="terms">${chips}<br><span class="hint">${escape(scope)}</span></p>
<div class="row"><a class="button" href="${escape(toolUrl(where, { edit: query.id }))}">Edit</a>
<form class="inline" method="post" action="${BASE}/tool/queries/${escape(query.id)}">${hidden(where)}<input type="hidden" name="action" value="${query.active ? 'pause' : 'resume'}"><button type="submit">${query.active ? 'Pause' : 'Resume'}</button></form>
<a class="button" href="${escape(toolUrl(where, { confirmDelete: query.id }))}">Delete</a></div>
<div class="row ranges" role="group" aria-label="Period">${ranges}</div>
<form class="row search" method="get" action="${LISTENING_TOOL_PATH}" role="search">${hidden(where)}<input type="hidden" name="query" value="${escape(query.id)}"><input type="hidden" name="range" value="${where.range}"><input type="hidden" name="event" value="search">
<label for="contains" class="hint">Search in the results</label><input type="search" id="contains" name="contains" maxlength="200" value="${escape(where.contains ?? '')}"><button type="submit">Search</button></form>
<div class="cards"><div class="card">Posts<b>${number(result.total)}</b></div><div class="card">Positive<b class="positive">${pct(result.sentiment.positive)}%</b></div><div class="card">Neutral<b>${pct(result.sentiment.neutral)}%</b></div><div class="card">Negative<b class="negative">${pct(result.sentiment.negative)}%</b></div></div>
${chart(result)}
<h3>Newest posts</h3>${postList(result.posts.slice(0, limit))}${
    result.posts.length > limit
      ? `<p><a class="button" href="${escape(toolUrl(where, { limit: String(Math.min(MAX_POSTS, limit + PAGE_SIZE)) }))}">Show more posts</a></p>`
      : ''
  }`;
}

function queryForm(
  where: Where,
  query: ListeningQuery | null,
  problem: string | null,
  values?: Record<string, unknown>,
): string {
  const value = (key: keyof ListeningQuery, fallback: string) =>
    values ? lines(values[key]).join('\n') || one(values[key]) : fallback;
  const name = values ? one(values['name']) : (query?.name ?? '');
  const chosen = (key: 'networks' | 'languages', v: string) =>
    values ? many(values[key]).includes(v) : (query?.[key] ?? []).includes(v);
  const action = query ? `${BASE}/tool/queries/${escape(query.id)}` : `${BASE}/tool/queries`;
  return `<h2>${query ? `Edit “${escape(query.name)}”` : 'New query'}</h2>
${problem ? `<p class="error" role="alert">${escape(problem)}</p>` : ''}
<form method="post" action="${action}">${hidden(where)}<input type="hidden" name="action" value="save">
<div class="field"><label for="name">Name</label><input type="text" id="name" name="name" required maxlength="100" value="${escape(name)}"></div>
<div class="field"><label for="keywords">Keywords</label><textarea id="keywords" name="keywords" rows="3" required aria-describedby="keywords-hint">${escape(value('keywords', (query?.keywords ?? []).join('\n')))}</textarea><p class="hint" id="keywords-hint">One per line or separated by commas; a post matches when it contains any of them.</p></div>
<div class="field"><label for="excludedKeywords">Excluded keywords</label><textarea id="excludedKeywords" name="excludedKeywords" rows="2" aria-describedby="excluded-hint">${escape(value('excludedKeywords', (query?.excludedKeywords ?? []).join('\n')))}</textarea><p class="hint" id="excluded-hint">Posts containing any of these are left out.</p></div>
<fieldset><legend>Networks</legend><p class="hint">None chosen: all networks.</p>${ListeningNetwork.values
    .map(
      (n) =>
        `<label class="check"><input type="checkbox" name="networks" value="${n}"${chosen('networks', n) ? ' checked' : ''}> ${escape(networkName(n))}</label>`,
    )
    .join('')}</fieldset>
<fieldset><legend>Languages</legend><p class="hint">None chosen: all languages.</p>${ListeningLanguage.values
    .map(
      (l) =>
        `<label class="check"><input type="checkbox" name="languages" value="${l}"${chosen('languages', l) ? ' checked' : ''}> ${LANGUAGE_NAMES[l]}</label>`,
    )
    .join('')}</fieldset>
<div class="row"><button type="submit" class="primary">Save query</button><a class="button" href="${escape(toolUrl(where))}">Cancel</a></div></form>`;
}

function shell(queries: readonly ListeningQuery[], where: Where, main: string): string {
  return `<header class="top"><h1>Listening tool</h1><span class="note">Sandbox listening on the sandbox networks' public posts</span></header>
<div class="layout">${queryNav(queries, where)}<main id="main">${main}</main></div>`;
}

/**
 * A page saying what went wrong. It shows inside the frame: framed by the product's origin when
 * the grant names it; an ended session's page (nothing on it but the sentence) by any page, as
 * the tool no longer knows which product opened it.
 */
function errorPage(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  framer: string | null = null,
) {
  return framedBy(reply.status(status), framer).send(
    toolPage(title, `<main id="main"><h1>${escape(title)}</h1><p>${escape(text)}</p></main>`),
  );
}

/** The tool's pages and forms; the embed token (query or form field) says whom it works for. */
export function sandboxListeningTool(app: FastifyInstance, db: Db): void {
  app.get(STYLESHEET, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(STYLES),
  );
  app.get(SCRIPT, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(SCRIPT_TEXT),
  );

  app.get<{ Params: { id: string } }>(`${BASE}/posts/:id`, async (request, reply) => {
    const post = listeningPost(request.params.id);
    if (!post) return errorPage(reply, 404, 'No such post', 'This post does not exist (any more).');
    return framedBy(reply, null).send(
      toolPage(
        `${post.author.name} on ${networkName(post.network)}`,
        `<main id="main"><p class="meta">${escape(post.author.name)} · @${escape(post.author.handle)} · ${escape(networkName(post.network))} · ${time(post.publishedAt)}</p><h1>${escape(post.text)}</h1><p class="hint">A public post on a sandbox network.</p></main>`,
      ),
    );
  });

  /** The grant of a request's token and nonce, or an error page already sent. */
  async function grantOf(
    fields: Record<string, unknown>,
    reply: FastifyReply,
  ): Promise<EmbedGrant | null> {
    const token = one(fields['token']);
    const nonce = one(fields['nonce']);
    const grant = token ? await embedGrant(db, token) : null;
    if (!grant || grant.nonce !== nonce) {
      await errorPage(
        reply,
        401,
        'This listening session has ended',
        'Reload Listen in Switchboard to continue: sessions of the listening tool last an hour.',
        '*',
      );
      return null;
    }
    return grant;
  }

  app.get<{ Querystring: Record<string, unknown> }>(LISTENING_TOOL_PATH, async (request, reply) => {
    const fields = request.query;
    const grant = await grantOf(fields, reply);
    if (!grant) return reply;
    const rangeDecoded = decode(ListeningRange, one(fields['range']) || '7d');
    const range: ListeningRange = rangeDecoded._tag === 'Right' ? rangeDecoded.right : '7d';
    const contains = one(fields['contains']).slice(0, 200);
    const queries = await listQueries(db, grant.orgId);
    const asked = one(fields['query']);
    const edit = one(fields['edit']);
    const confirm = one(fields['confirmDelete']);
    const where: Where = {
      token: one(fields['token']),
      nonce: grant.nonce,
      query: asked || undefined,
      range,
      contains,
    };
    const data = { parent: grant.parentOrigin, nonce: grant.nonce };
    const send = (title: string, main: string, event?: string, status = 200) =>
      framedBy(reply.status(status), grant.parentOrigin).send(
        toolPage(`${title} · Listening tool`, shell(queries, where, main), {
          ...data,
          ...(event ? { event, query: where.query } : {}),
        }),
      );
    if (edit === 'new') return send('New query', queryForm(where, null, null));
    const selected =
      (asked ? queries.find((q) => q.id === asked) : undefined) ??
      (asked ? undefined : (queries.find((q) => q.active) ?? queries[0]));
    if (asked && !selected) {
      return send(
        'Query not found',
        `<p class="error" role="alert">This query does not exist (any more). Choose another one.</p>`,
        undefined,
        404,
      );
    }
    if (!selected) {
      return send(
        'Listening',
        `<h2>Start listening</h2><p class="empty">No listening queries yet. A query names the words people use about your brand or topic; the tool then shows how often they are used and the posts.</p><p><a class="button primary" href="${escape(toolUrl(where, { edit: 'new' }))}">New query</a></p>`,
      );
    }
    const here = { ...where, query: selected.id, range };
    if (edit === selected.id) return send(`Edit ${selected.name}`, queryForm(here, selected, null));
    if (confirm === selected.id) {
      return send(
        `Delete ${selected.name}`,
        `<h2>Delete “${escape(selected.name)}”?</h2><p>The query and its settings are deleted; listen alerts on it stop.</p>
<form method="post" action="${BASE}/tool/queries/${escape(selected.id)}">${hidden(here)}<input type="hidden" name="action" value="delete"><div class="row"><button type="submit" class="danger">Delete query</button><a class="button" href="${escape(toolUrl(here))}">Cancel</a></div></form>`,
      );
    }
    const limitAsked = Number(one(fields['limit']));
    const limit =
      Number.isInteger(limitAsked) && limitAsked > 0 ? Math.min(MAX_POSTS, limitAsked) : PAGE_SIZE;
    const { since, until } = periodOf(range, new Date());
    const result = await search(db, selected as QueryTerms, since, until, contains, MAX_POSTS + 1);
    const event = one(fields['event']);
    const known = [
      'search',
      'queryCreated',
      'queryUpdated',
      'queryPaused',
      'queryResumed',
      'queryDeleted',
    ];
    return send(
      selected.name,
      queryView(selected, here, result, limit),
      known.includes(event) ? event : asked ? 'querySelected' : undefined,
    );
  });

  app.post<{ Body: Record<string, unknown> | undefined }>(
    `${BASE}/tool/queries`,
    async (request, reply) => {
      const fields = request.body ?? {};
      const grant = await grantOf(fields, reply);
      if (!grant) return reply;
      const where: Where = { token: one(fields['token']), nonce: grant.nonce };
      const input = formQuery(fields);
      const queries = await listQueries(db, grant.orgId);
      const again = (problem: string, status: number) =>
        framedBy(reply.status(status), grant.parentOrigin).send(
          toolPage(
            'New query · Listening tool',
            shell(queries, where, queryForm(where, null, problem, fields)),
            {
              parent: grant.parentOrigin,
              nonce: grant.nonce,
            },
          ),
        );
      if (typeof input === 'string') return again(input, 400);
      try {
        const created = await createQuery(db, grant.orgId, input);
        return reply.redirect(
          toolUrl({ ...where, query: created.id }, { event: 'queryCreated' }),
          303,
        );
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          return again(error.message, error.status);
        throw error;
      }
    },
  );

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
    `${BASE}/tool/queries/:id`,
    async (request, reply) => {
      const fields = request.body ?? {};
      const grant = await grantOf(fields, reply);
      if (!grant) return reply;
      const { id } = request.params;
      const where: Where = { token: one(fields['token']), nonce: grant.nonce, query: id };
      const action = one(fields['action']);
      try {
        const query = await readQuery(db, grant.orgId, id);
        switch (action) {
          case 'pause':
          case 'resume':
            await setQueryActive(db, grant.orgId, id, action === 'resume');
            return reply.redirect(
              toolUrl(where, { event: action === 'pause' ? 'queryPaused' : 'queryResumed' }),
              303,
            );
          case 'delete':
            await deleteQuery(db, grant.orgId, id);
            return reply.redirect(
              toolUrl({ ...where, query: undefined }, { event: 'queryDeleted' }),
              303,
            );
          case 'save': {
            const input = formQuery(fields);
            const problem =
              typeof input === 'string'
                ? { message: input, status: 400 }
                : await updateQuery(db, grant.orgId, id, input).then(
                    () => null,
                    (error: unknown) => {
                      if (error instanceof HttpError && error.status < 500)
                        return { message: error.message, status: error.status };
                      throw error;
                    },
                  );
            if (!problem) return reply.redirect(toolUrl(where, { event: 'queryUpdated' }), 303);
            const queries = await listQueries(db, grant.orgId);
            return framedBy(reply.status(problem.status), grant.parentOrigin).send(
              toolPage(
                `Edit ${query.name} · Listening tool`,
                shell(queries, where, queryForm(where, query, problem.message, fields)),
                { parent: grant.parentOrigin, nonce: grant.nonce },
              ),
            );
          }
          default:
            return errorPage(
              reply,
              400,
              'Unknown action',
              'Choose pause, resume, delete or save.',
              grant.parentOrigin,
            );
        }
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) {
          return errorPage(
            reply,
            404,
            'Query not found',
            'This query does not exist (any more).',
            grant.parentOrigin,
          );
        }
        throw error;
      }
    },
  );
}
