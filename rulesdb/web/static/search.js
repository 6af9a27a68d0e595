// Search in the browser, over the saved documents (offline) or the whole static edition:
// the records come prebuilt from the site (offline/search.json); MiniSearch (vendored) indexes them.
(function () {
  "use strict";
  // A rule number typed any way ("6.9.4b", "rule 6.9.4 b", "[6.9.4b]", "§ 4.3.6"), as rulesdb.search.spellings reads it.
  var NUMBER = /^(?:(?:rules?|r|cr|sections?|sec|§|steps?)\s*\.?\s*)?[\[(]?\s*(\d+(?:\s*\.\s*\d+)*)\s*\.?\s*(?:\(\s*([a-z])\s*\)|([a-z]))?\s*[\])]?\s*\.?$/i;
  // A pasted link or anchor: its path and its #fragment.
  var LINK = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\/?#\s]*)?([^?#\s]*)(?:\?[^#\s]*)?(?:#(\S*))?$/i;
  var CURRENT_LIFT = 1.25; // as rulesdb.search.records: the current release's match counts a little more
  var LIMIT = 25;
  var NAMED = 5; // cards and scenarios listed above the rules' hits

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

  // What a query names exactly: a record by number, by id or address, or by a pasted link; current release first.
  function exact(records, query) {
    var q = query.trim();
    var doc = /^([a-z]+(?:-[a-z]+)*-\d+(?:\.\d+)*)\s+(\S.*)$/i.exec(q); // "nsg-cr-25.08 6.1.5"
    if (doc && records.some(function (r) { return r.doc === doc[1]; })) {
      return exact(records.filter(function (r) { return r.doc === doc[1]; }), doc[2]);
    }
    var number = NUMBER.exec(q);
    var names = [];
    if (number) {
      var typed = number[1].replace(/\s+/g, "") + (number[2] || number[3] || "").toLowerCase();
      return current(records.filter(function (r) { return r.number === typed; }));
    }
    if (q.indexOf("://") >= 0 || q.indexOf("#") >= 0) {
      var link = LINK.exec(q);
      if (link) { names = [link[2], link[1]]; }
    } else if (q.indexOf(" ") < 0 && /[\/_]/.test(q)) {
      names = [q];
    }
    for (var i = 0; i < names.length; i++) {
      var name = (names[i] || "").replace(/^\/+|\/+$/g, "");
      var last = "/" + name.split("/").pop();
      var found = name && records.filter(function (r) {
        return r.id === "/" + name || (r.id.slice(-last.length) === last && r.kind !== "card");
      });
      if (found && found.length) { return current(found); }
    }
    return [];
  }

  function current(found) {
    return found.filter(function (r) { return !r.superseded; }).concat(found.filter(function (r) { return r.superseded; }));
  }

  // The players' words in the rules' words ("ETR" -> "end the run"), from rulesdb/search/vocabulary.yaml.
  function rulesWords(query, vocabulary) {
    var phrases = Object.keys(vocabulary || {}).sort(function (a, b) { return b.length - a.length; });
    if (!phrases.length) { return query; }
    var pattern = new RegExp("(^|[^\\w&-])(" + phrases.map(function (p) {
      return p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
    }).join("|") + ")(?![\\w&-])", "gi");
    var found = query.replace(pattern, function (all, before, phrase) {
      return before + vocabulary[phrase.toLowerCase().split(/\s+/).join(" ")];
    });
    return found.trim() ? found.replace(/\s+/g, " ").trim() : query;
  }

  function find(index, records, query, vocabulary) {
    var named = exact(records, query);
    if (named.length) { return named; }
    var words = rulesWords(query, vocabulary);
    var options = { prefix: true, fuzzy: 0.2, boost: { title: 3, named: 3 }, combineWith: "AND",
      boostDocument: function (id, term, stored) { return stored && stored.superseded ? 1 : CURRENT_LIFT; } };
    var ranked = index.search(words, options);
    if (!ranked.length) { options.combineWith = "OR"; ranked = index.search(words, options); }
    var byId = {};
    records.forEach(function (r) { byId[r.id] = r; });
    var found = ranked.map(function (r) { return byId[r.id]; });
    return found.filter(function (r) { return !isNamed(r); }).concat(found.filter(isNamed)); // the rules' ranking first
  }

  function isNamed(record) { return record.kind === "card" || record.kind === "scenario"; }

  // The index over the records; words the server's index leaves out (`stop`) are left out here too.
  function makeIndex(records, stop) {
    var skip = {};
    (stop || []).forEach(function (w) { skip[w] = true; });
    var index = new window.MiniSearch({ fields: ["title", "named", "text"], idField: "id", storeFields: ["superseded"],
      processTerm: function (term) { term = term.toLowerCase(); return skip[term] ? null : term; } });
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
      var index = makeIndex(data.records, data.stop);
      container.textContent = "";
      container.dataset.records = String(data.records.length);
      if (!query) { return; }
      var found = find(index, data.records, query, data.vocabulary);
      var named = found.filter(isNamed).slice(0, NAMED);
      found = found.filter(function (r) { return !isNamed(r); });
      if (named.length) { // as on the server's search page: the cards and scenarios named, apart from the rules
        var cards = element("ul", "named");
        named.forEach(function (r) { cards.appendChild(hit(r, query, root)); });
        container.appendChild(element("h2", "", "Cards and scenarios"));
        container.appendChild(cards);
      }
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
