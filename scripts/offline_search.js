// The browser's search, run by node for scripts/bench_search.py and tests/web/test_search_parity.py:
// rulesdb's find.js (with porter.js, query.js and catalogue.js) over the tables the site serves (offline/search.json).
// Usage: node offline_search.js DATA.json QUERIES.json [PHRASES.json] -> one JSON line: each query's answer (exact
// entries, hits, cards, scenarios) and the milliseconds each took, and the milliseconds to open the tables.
"use strict";
const fs = require("fs");
const path = require("path");

const static_ = path.join(__dirname, "..", "rulesdb", "web", "static");
for (const name of ["porter.js", "query.js", "catalogue.js", "find.js"]) {
  require(path.join(static_, name));
}

const data = JSON.parse(fs.readFileSync(process.argv[2], "utf-8"));
const queries = JSON.parse(fs.readFileSync(process.argv[3], "utf-8"));
let start = process.hrtime.bigint();
const db = globalThis.rulesdbFind.open(data);
if (process.argv[4]) { globalThis.rulesdbFind.addPhrases(db, JSON.parse(fs.readFileSync(process.argv[4], "utf-8"))); }
const openMs = Number(process.hrtime.bigint() - start) / 1e6;
const found = [];
const times = [];
for (const q of queries) {
  start = process.hrtime.bigint();
  let answer;
  try {
    answer = globalThis.rulesdbFind.find(db, q, 10);
  } catch (e) {
    if (!(e instanceof globalThis.rulesdbFind.BadQuery)) { throw e; }
    answer = { error: e.message };
  }
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  found.push(answer);
}
process.stdout.write(JSON.stringify({ found: found, ms: times, open_ms: openMs }));
