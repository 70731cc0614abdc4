// How `npm run bench` measures: one entry under autocannon, the sign-in, the result table.
// Shared by scripts/bench.mjs and the scenarios that run their own servers.

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function requestOptions(entry, baseUrl, token, context) {
  const headers = {};
  let body;
  if (entry.auth) headers.authorization = `Bearer ${token}`;
  const entryBody = typeof entry.body === 'function' ? entry.body(context) : entry.body;
  if (entryBody !== undefined) {
    body = typeof entryBody === 'string' ? entryBody : JSON.stringify(entryBody);
    if (typeof entryBody !== 'string') headers['content-type'] = 'application/json';
  }
  const entryPath = typeof entry.path === 'function' ? entry.path(context) : entry.path;
  return { url: `${baseUrl}${entryPath}`, method: entry.method ?? 'GET', headers, body };
}

function load({ autocannon, connections }, opts, seconds, recordLatencies) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ ...opts, connections, duration: seconds }, (err, result) =>
      err ? reject(err) : resolve({ result, latencies }),
    );
    // responseTime here has sub-millisecond precision; autocannon's own histogram keeps whole ms.
    if (recordLatencies)
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** Signs in through the API (captcha solved here); answers the login response: token and user data. */
export async function signInWith(solveChallenge, baseUrl, user) {
  const challenge = await (await fetch(`${baseUrl}/api/login/captcha`)).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('could not solve the captcha challenge');
  const token = Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
  const res = await fetch(`${baseUrl}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, token }),
  });
  const body = await res.json();
  if (!res.ok || typeof body.token !== 'string')
    throw new Error(`sign-in of ${user.email} failed (${res.status}): ${body.msg ?? ''}`);
  return body;
}

/**
 * Loads one entry with autocannon (`tool`: autocannon, connections, duration in seconds) after a
 * probe and a second of warm-up, and answers its result row.
 */
export async function measureEntry(tool, entry, baseUrl, token, context) {
  const { duration } = tool;
  const opts = requestOptions(entry, baseUrl, token, context);
  const probe = await fetch(opts.url, { method: opts.method, headers: opts.headers, body: opts.body });
  if (!probe.ok)
    console.warn(`bench: ${entry.name} answers ${probe.status} before load; its numbers measure that answer`);
  await load(tool, opts, Math.min(1, duration), false); // warm-up, not counted
  const { result, latencies } = await load(tool, opts, duration, true);
  latencies.sort((a, b) => a - b);
  return {
    name: entry.name,
    method: opts.method,
    path: entry.path,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    maxMs: latencies.length ? latencies[latencies.length - 1] : null,
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    ratioToBare: null,
  };
}

/** The scenarios add p99, max and a note to the default table. */
export function formatTable(rows, extended = false) {
  const ms = (v) => (v === null || v === undefined ? '-' : v.toFixed(2));
  const header = [
    'entry',
    'median ms',
    'p95 ms',
    'req/s',
    'vs bare',
    'errors',
    ...(extended ? ['p99 ms', 'max ms', 'note'] : []),
  ];
  const lines = rows.map((r) => [
    r.name,
    ms(r.medianMs),
    ms(r.p95Ms),
    r.reqPerSec === null ? '-' : Math.round(r.reqPerSec).toLocaleString('en-US'),
    r.ratioToBare === null ? 'n/a' : r.ratioToBare.toFixed(3),
    String(r.errors),
    ...(extended ? [ms(r.p99Ms), ms(r.maxMs), r.note ?? ''] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const left = (i) => i === 0 || header[i] === 'note';
  const fmt = (cells) =>
    cells
      .map((c, i) => (left(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)].join('\n');
}
