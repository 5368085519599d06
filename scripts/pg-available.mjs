// Exits 0 when the PostgreSQL at the given URL answers `select 1` within 3 seconds.
import pg from 'pg';

const url = process.argv[2];
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch (error) {
  console.log(`PostgreSQL at ${url} did not answer: ${error.message}`);
  process.exit(1);
}
