// The Table without a server: the engine itself (Python, in Pyodide) rules on this device, with the
// citations saved for offline. Used when the Table's page has no answer from the server (the saved
// copy, offline; the static export), and by any script through window.rulesdbOfflineTable.
(function () {
  "use strict";
  var script = document.currentScript;
  var root = new URL(script.src).pathname.replace(/assets\/[^/]+\/offlinetable\.js$/, "");
  var html = document.documentElement;
  var staticEdition = html.dataset.edition === "static";
  var engine = null;  // the promise of a loaded engine, once asked for

  function site(url) { return root + url.replace(/^\//, ""); }

  function getJSON(url) {
    return fetch(site(url)).then(function (r) {
      if (!r.ok) { throw new Error(url + ": " + r.status); }
      return r.json();
    });
  }

  function addScript(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = function () { reject(new Error(src + ": not available")); };
      document.head.appendChild(tag);
    });
  }

  function start() {
    // Pyodide, then the engine's wheel unpacked beside the standard library, then the citations.
    return getJSON("/table/engine.json").then(function (manifest) {
      if (!manifest.pyodide.present) { throw new Error("the engine is not part of this copy"); }
      var index = site(manifest.pyodide.url);
      return addScript(index + "pyodide.js").then(function () {
        return Promise.all([
          window.loadPyodide({ indexURL: index, packages: [] }),
          fetch(site(manifest.wheel.url)).then(function (r) { return r.arrayBuffer(); }),
          fetch(site(manifest.saved.url)).then(function (r) { return r.text(); })
        ]);
      });
    }).then(function (parts) {
      var py = parts[0];
      py.unpackArchive(parts[1], "zip", { extractDir: "/home/pyodide/engine" });
      py.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
      var browser = py.pyimport("rulesdb.table.browser");
      browser.load(parts[2]);
      return browser;
    });
  }

  function load() {
    if (!engine) { engine = start(); engine.catch(function () { engine = null; }); }
    return engine;
  }

  // What /api/table answers, as {status, body}: for a board, or a share URL's `s`.
  function answer(board) {
    return load().then(function (b) { return JSON.parse(b.answer_json(JSON.stringify(board))); });
  }

  function shared(s) {
    return load().then(function (b) { return JSON.parse(b.shared_json(s)); });
  }

  function sharedBoard(s) {
    return load().then(function (b) { return JSON.parse(b.board_json(s)); });
  }

  function link(board) {
    return load().then(function (b) { return tableLink(b.link_json(JSON.stringify(board))); });
  }

  function tableLink(shareUrl) {
    // "/table?s=…" where this copy keeps the Table's page.
    var query = shareUrl.split("?")[1];
    return site(staticEdition ? "table/index.html" : "table") + "?" + query;
  }

  window.rulesdbOfflineTable = { load: load, answer: answer, shared: shared, link: link };

  // --- the Table's page with no answer from the server -------------------------------------------
  function el(tag, text, cls) {
    var node = document.createElement(tag);
    if (text) { node.textContent = text; }
    if (cls) { node.className = cls; }
    return node;
  }

  function cites(list) {
    var p = el("p", "", "cites meta");
    list.forEach(function (c, i) {
      if (i) { p.appendChild(document.createTextNode(" · ")); }
      var a = c.url ? el("a", c.title) : el("span", c.title);
      if (c.url) { a.href = site(c.url); }
      p.appendChild(a);
    });
    return p;
  }

  function showQuestion(box, q, board) {
    var section = el("section", "", "question");
    section.appendChild(el("h2", q.who + " decides: " + q.name));
    section.appendChild(el("p", "At " + q.step + (q.rule ? " · " + q.rule.title : ""), "meta"));
    var list = el("ul", "", "options");
    section.appendChild(list);
    box.appendChild(section);
    return Promise.all(q.options.map(function (option) {
      var answered = JSON.parse(JSON.stringify(board));
      answered.decisions = answered.decisions || {};
      answered.decisions[q.name] = option;
      return link(answered).then(function (href) {
        var a = el("a", String(option), "option");
        a.href = href;
        var li = el("li");
        li.appendChild(a);
        list.appendChild(li);
      });
    }));
  }

  function showRuling(box, r) {
    var section = el("section", "", "ruling");
    section.appendChild(el("h2", "Ruling"));
    section.appendChild(el("p", r.verdict.join(" "), "verdict"));
    if (r.deciding) {
      section.appendChild(el("p", "Deciding step " + r.deciding.n + ": " + r.deciding.text));
      section.appendChild(cites(r.deciding.cites));
    }
    var details = el("details");
    details.appendChild(el("summary", "Every step"));
    var ol = el("ol", "", "trace");
    r.trace.forEach(function (t) {
      var li = el("li");
      li.appendChild(el("span", t.step, "meta"));
      li.appendChild(document.createTextNode(" " + t.text));
      li.appendChild(cites(t.cites));
      ol.appendChild(li);
    });
    details.appendChild(ol);
    section.appendChild(details);
    box.appendChild(section);
  }

  function rule(box, s) {
    box.appendChild(el("p", "Ruling on this device (no server)…", "meta"));
    return Promise.all([shared(s), sharedBoard(s)]).then(function (both) {
      var found = both[0], board = both[1];
      box.textContent = "";
      box.appendChild(el("p", "Ruled on this device by the engine saved for offline.", "meta"));
      if (found.status !== 200) {
        box.appendChild(el("p", found.body.error, "error"));
        return undefined;
      }
      if (found.body.question) { return showQuestion(box, found.body.question, board); }
      showRuling(box, found.body);
      return undefined;
    }, function (error) {
      box.textContent = "";
      box.appendChild(el("p", "This device cannot rule on this situation: " + error.message +
        ". Save for offline with the engine, or connect to the server.", "error"));
    });
  }

  function ready(state) {
    html.dataset.offlineTable = state;
    html.dataset.ready = ((html.dataset.ready || "") + " offlinetable").trim();
  }

  function enhance() {
    var s = new URLSearchParams(location.search).get("s");
    var main = document.querySelector("main");
    var answered = document.querySelector("main .question, main .ruling, main .error");
    if (!s || !main || answered) { ready("idle"); return; }
    var box = el("div", "", "offline-answer");
    box.setAttribute("aria-live", "polite");
    box.dataset.offlineAnswer = "";
    var heading = main.querySelector("h1");
    main.insertBefore(box, heading ? heading.nextSibling : main.firstChild);
    rule(box, s).then(function () { ready("ruled"); });
  }

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", enhance); } else { enhance(); }
})();
