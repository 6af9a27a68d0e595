// Search in the browser, over the saved documents (offline) or the whole static edition:
// the records come prebuilt from the site (offline/search.json); MiniSearch (vendored) indexes them.
(function () {
  "use strict";
  var NUMBER = /^\s*(?:rule\s+)?(\d+(?:\.\d+)*[a-z]?)\s*$/i;
  var LIMIT = 25;

  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text) { e.textContent = text; }
    return e;
  }

  function excerpt(text, query) {
    var at = text.toLowerCase().indexOf(query.toLowerCase().split(/\s+/)[0]);
    var start = Math.max(0, at - 60);
    return (start ? "…" : "") + text.slice(start, start + 220) + (text.length > start + 220 ? "…" : "");
  }

  function hit(record, query, root) {
    var li = element("li");
    var a = element("a", "", record.title);
    a.href = root + record.id.replace(/^\//, "");
    li.appendChild(a);
    li.appendChild(document.createTextNode(" "));
    li.appendChild(element("span", "meta", record.kind + (record.doc ? " · " + record.doc : "")));
    if (record.text) { li.appendChild(element("p", "", excerpt(record.text, query))); }
    return li;
  }

  function find(index, records, query) {
    var number = NUMBER.exec(query);
    var exact = number ? records.filter(function (r) {
      return r.title === number[1] || r.title.indexOf(number[1] + " ") === 0;
    }) : [];
    var seen = {};
    exact.forEach(function (r) { seen[r.id] = true; });
    var ranked = index.search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3 }, combineWith: "AND" });
    if (!ranked.length) { ranked = index.search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3 } }); }
    var byId = {};
    records.forEach(function (r) { byId[r.id] = r; });
    return exact.concat(ranked.map(function (r) { return byId[r.id]; }).filter(function (r) { return !seen[r.id]; }));
  }

  function makeIndex(records) {
    var index = new window.MiniSearch({ fields: ["title", "text"], idField: "id" });
    index.addAll(records);
    return index;
  }

  function records(dataUrl, root) {
    // From a disk (file://) the browser refuses fetch(); the static edition also ships the records
    // as a script, which a page may load from anywhere.
    if (location.protocol !== "file:") { return fetch(dataUrl).then(function (r) { return r.json(); }); }
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = root + "offline/search-data.js";
      tag.onload = function () { resolve(window.rulesdbSearchData); };
      tag.onerror = reject;
      document.head.appendChild(tag);
    });
  }

  window.rulesdbSearch = function (container, dataUrl, root) {
    var query = (new URLSearchParams(location.search).get("q") || "").trim();
    document.querySelectorAll("input[name=q]").forEach(function (input) { input.value = query; });
    container.textContent = query ? "Searching…" : "";
    return records(dataUrl, root).then(function (data) {
      var index = makeIndex(data.records);
      container.textContent = "";
      container.dataset.records = String(data.records.length);
      if (!query) { return; }
      var found = find(index, data.records, query);
      var heading = element("h2", "", found.length + " result" + (found.length === 1 ? "" : "s") + " for “" + query + "”");
      var note = element("p", "meta", "Searched in the browser, in " + data.documents.join(", ") + " and the scenarios.");
      var list = element("ol", "hits");
      found.slice(0, LIMIT).forEach(function (r) { list.appendChild(hit(r, query, root)); });
      if (!found.length) { list.appendChild(element("li", "", "Nothing found.")); }
      container.appendChild(heading);
      container.appendChild(note);
      container.appendChild(list);
    });
  };
  // the index and the ranking alone, for scripts/bench_search.py to measure
  window.rulesdbSearch.index = makeIndex;
  window.rulesdbSearch.find = find;
})();
