// Search in the browser, over the saved documents (offline) or the whole static edition: find.js
// answers from the tables the site serves (offline/search.json), as the server's search would.
(function () {
  "use strict";
  var LIMIT = 25;

  function element(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text) { e.textContent = text; }
    return e;
  }

  // Where a site path lives: the app's own URL, or in the static edition its folder's index.html.
  // A card's page is named by its whole name, quoted as the server quotes it (or, in the static edition,
  // as a disk takes it: rulesdb.web.export_paths.slug).
  function linker(root, data) {
    return function (path) {
      var parts = path.split("/");
      if (parts[0] === "cards") {
        var name = parts.slice(1).join("/");
        parts = ["cards", data.static ? name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "-" :
          encodeURIComponent(name).replace(/[!'()*]/g, function (c) { return "%" + c.charCodeAt(0).toString(16).toUpperCase(); })];
      }
      return root + parts.join("/") + (data.static ? "/index.html" : "");
    };
  }

  function item(link, title, meta, text) {
    var li = element("li"), a = element("a", "", title);
    a.href = link;
    li.appendChild(a);
    if (meta) { li.appendChild(document.createTextNode(" ")); li.appendChild(element("span", "meta", meta)); }
    if (text) { li.appendChild(element("p", "", text)); }
    return li;
  }

  // Icon codes as the words they stand for ("[click]" -> "click"), for text shown as text.
  function plain(text, icons) {
    return text.replace(/\[[A-Za-z]+\]/g, function (code) { return icons[code.toLowerCase()] || code; });
  }

  function nodeItem(entry, link, icons) {
    var meta = entry.kind + " · " + entry.document + (entry.superseded ? " · superseded" : "") +
      (entry.versions ? " · " + entry.versions.length + " versions" : "");
    return item(link(entry.address), plain(entry.title, icons), meta, plain(entry.excerpt, icons));
  }

  function show(container, found, data, link) {
    var named = found.cards.map(function (c) { return item(link("cards/" + c.name), c.name, "card", ""); })
      .concat(found.scenarios.map(function (s) { return item(link("scenarios/" + s.id), s.title, "scenario", ""); }));
    if (named.length) { // as on the server's search page: the cards and scenarios named, apart from the rules
      var cards = element("ul", "named");
      named.forEach(function (li) { cards.appendChild(li); });
      container.appendChild(element("h2", "", "Cards and scenarios"));
      container.appendChild(cards);
    }
    var entries = found.exact.concat(found.hits);
    container.appendChild(element("h2", "", entries.length + " result" + (entries.length === 1 ? "" : "s") + " for “" + found.query + "”"));
    if (found.did_you_mean) { container.appendChild(element("p", "meta", "Did you mean “" + found.did_you_mean + "”?")); }
    container.appendChild(element("p", "meta", "Searched in the browser, in " + data.docs.map(function (d) { return d.id; }).join(", ") + "."));
    var list = element("ol", "hits");
    entries.forEach(function (e) { list.appendChild(nodeItem(e, link, data.analysis.icons)); });
    if (!entries.length) { list.appendChild(element("li", "", "Nothing found.")); }
    container.appendChild(list);
  }

  // From a disk (file://) the browser refuses fetch(); the static edition also ships each file as a
  // script, which a page may load from anywhere.
  function fetched(url, script, name) {
    if (location.protocol !== "file:") { return fetch(url).then(function (r) { return r.json(); }); }
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = script;
      tag.onload = function () { resolve(window[name]); };
      tag.onerror = reject;
      document.head.appendChild(tag);
    });
  }

  // The tables, and the phrase texts when the query quotes a phrase (fetched only then).
  function tables(dataUrl, root, query) {
    return fetched(dataUrl, root + "offline/search-data.js", "rulesdbSearchData").then(function (data) {
      var db = window.rulesdbFind.open(data);
      if (!query || !window.rulesdbFind.quotesPhrase(query)) { return [data, db]; }
      return fetched(dataUrl.replace(/search\.json$/, "phrases.json"), root + "offline/phrases-data.js", "rulesdbPhraseData")
        .then(function (texts) { window.rulesdbFind.addPhrases(db, texts); return [data, db]; });
    });
  }

  window.rulesdbSearch = function (container, dataUrl, root) {
    var query = (new URLSearchParams(location.search).get("q") || "").trim();
    document.querySelectorAll("input[name=q]").forEach(function (input) { input.value = query; });
    container.textContent = query ? "Searching…" : "";
    return tables(dataUrl, root, query).then(function (opened) {
      var data = opened[0], db = opened[1];
      container.textContent = "";
      container.dataset.nodes = String(data.nodes.length);
      if (!query) { return; }
      var found;
      try {
        found = window.rulesdbFind.find(db, query, LIMIT);
      } catch (e) {
        if (!(e instanceof window.rulesdbFind.BadQuery)) { throw e; }
        container.appendChild(element("p", "error", e.message));
        return;
      }
      show(container, found, data, linker(root, data));
    }).then(function () {
      container.dataset.searched = query; // the page's own word that the search is done
    });
  };

  // The node this page's address names by number or id (`nsg-cr-25.08/6.9.4b`), opened in its place.
  window.rulesdbSearch.named = function (dataUrl, root) {
    var path = decodeURIComponent(location.pathname.slice(root.length)).replace(/\/(index\.html)?$/, "");
    return tables(dataUrl, root, "").then(function (opened) {
      var target = window.rulesdbFind.address(opened[1], path);
      if (target && target !== path) { location.replace(linker(root, opened[0])(target)); }
    });
  };
})();
