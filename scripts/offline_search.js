// The browser's offline search, run by node for scripts/bench_search.py: the vendored MiniSearch and
// rulesdb's own search.js `find`, over the records the site serves (offline/search.json).
// Usage: node offline_search.js RECORDS.json QUERIES.json  -> one JSON line: the ids found per query.
"use strict";
const fs = require("fs");
const path = require("path");

globalThis.window = globalThis;
const static_ = path.join(__dirname, "..", "rulesdb", "web", "static");
window.MiniSearch = require(path.join(static_, "vendor", "minisearch", "minisearch.js"));
require(path.join(static_, "search.js"));

const data = JSON.parse(fs.readFileSync(process.argv[2], "utf-8"));
const queries = JSON.parse(fs.readFileSync(process.argv[3], "utf-8"));
const index = window.rulesdbSearch.index(data.records, data.stop);
const found = [];
const times = [];
for (const q of queries) {
  const start = process.hrtime.bigint();
  const hits = window.rulesdbSearch.find(index, data.records, q, data.vocabulary);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  found.push(hits.slice(0, 10).map((r) => r.id));
}
process.stdout.write(JSON.stringify({ found: found, ms: times }));
