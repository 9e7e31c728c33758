// The bare baseline: node:http + pg, no framework, no cache. Started by trucks.bench.mjs as a child process.
//   GET /trucks?limit=50               the 25 columns (id + the 24 fields), newest first, straight from the database
//   GET /trucks/search?make=...&skip=  the filters, sorts and paging of the varying workload, with the same WHERE,
//                                      ORDER BY and OFFSET as the server's read model, and the total of matches
//                                      (X-Total-Count) counted by a scalar subquery, as a plain SQL author would
import http from 'node:http';
import pg from 'pg';
import { handleProfiling, handleShutdown } from './child-common.mjs';

const COLUMNS = `id, title, description, make, model, year, emissions, mileage, bodytype, price, power, weight, axle,
  cabtype, images, videos, featured, uniquestockid, available_for_hire, hire_status, hire_daily_rate,
  hire_weekly_rate, hire_monthly_rate, created_at, updated_at`;

const ORDER = {
  newest: 'created_at DESC, id DESC',
  price_asc: 'coalesce(price, 0) ASC, id ASC',
  price_desc: 'coalesce(price, 0) DESC, id DESC',
  mileage_asc: 'coalesce(mileage, 0) ASC, id ASC',
  mileage_desc: 'coalesce(mileage, 0) DESC, id DESC',
};

const like = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const needle = (bodytype) => {
  const n = bodytype.trim().toLowerCase();
  return n.length > 4 && n.endsWith('s') && !n.endsWith('ss') && !n.endsWith('is') ? n.slice(0, -1) : n;
};
const int = (value) => (value === null || value === '' ? undefined : Number(value));
const bool = (value) => (value === null || value === '' ? undefined : value === 'true' || value === '1');

/** The fixed query: exactly what a bare server does for the first page. */
function newestQuery(params) {
  const limit = int(params.get('limit')) ?? 50;
  if (!Number.isInteger(limit)) return { error: 'bad parameters' };
  return { text: `SELECT ${COLUMNS} FROM trucks ORDER BY created_at DESC, id DESC LIMIT $1`, values: [limit] };
}

/** The read model's query for the URL's filters, sort and paging. */
function searchQuery(params) {
  const limit = int(params.get('limit')) ?? 50;
  const skip = int(params.get('skip')) ?? 0;
  const sort = params.get('sort') || 'newest';
  const conditions = [];
  const values = [];
  const add = (sql, value) => {
    values.push(value);
    conditions.push(sql.replaceAll('?', `$${values.length}`));
  };
  const text = (name) => params.get(name)?.trim() || undefined;
  if (text('make')) add('lower(make) = lower(?)', text('make'));
  if (text('model')) add('model ILIKE ?', like(text('model')));
  if (int(params.get('year')) !== undefined) add('year = ?', int(params.get('year')));
  if (text('bodytype')) add('bodytype ILIKE ?', like(needle(text('bodytype'))));
  if (bool(params.get('featured')) !== undefined) add('featured = ?', bool(params.get('featured')));
  if (bool(params.get('available_for_hire')) !== undefined) add('available_for_hire = ?', bool(params.get('available_for_hire')));
  if (text('hire_status')) add('hire_status = ?', text('hire_status'));
  if (int(params.get('price_min')) !== undefined) add('coalesce(price, 0) >= ?', int(params.get('price_min')));
  if (int(params.get('price_max')) !== undefined) add('coalesce(price, 0) <= ?', int(params.get('price_max')));
  if (int(params.get('mileage_min')) !== undefined) add('coalesce(mileage, 0) >= ?', int(params.get('mileage_min')));
  if (int(params.get('mileage_max')) !== undefined) add('coalesce(mileage, 0) <= ?', int(params.get('mileage_max')));
  if (text('search')) add('(title ILIKE ? OR make ILIKE ? OR model ILIKE ? OR uniquestockid ILIKE ?)', like(text('search')));
  if (!ORDER[sort] || !Number.isInteger(limit) || !Number.isInteger(skip)) return { error: 'bad parameters' };
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT ${COLUMNS}, (SELECT count(*) FROM trucks ${where}) AS total
           FROM trucks ${where} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${skip}`,
    values,
    total: true,
  };
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => {}); // an idle client losing its connection at shutdown is not a benchmark error

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const route = { '/trucks': newestQuery, '/trucks/search': searchQuery }[url.pathname];
  if (req.method !== 'GET' || !route) {
    res.writeHead(404).end();
    return;
  }
  const query = route(url.searchParams);
  if (query.error) {
    res.writeHead(400).end();
    return;
  }
  try {
    const { rows } = await pool.query(query.text, query.values);
    const headers = { 'content-type': 'application/json' };
    let items = rows;
    if (query.total) {
      headers['x-total-count'] = rows.length ? rows[0].total : '0';
      items = rows.map(({ total: _total, ...truck }) => truck);
    }
    res.writeHead(200, headers).end(JSON.stringify(items));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.keepAliveTimeout = 65_000;

server.listen(0, '127.0.0.1', () => {
  process.send({ ready: true, url: `http://127.0.0.1:${server.address().port}` });
});

handleProfiling();
handleShutdown(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
  await pool.end();
});
