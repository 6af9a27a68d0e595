// rulesdb in the browser: the offline worker, "Save for offline", search without a server, diff filters.
// Every page works without this script; it only adds.
(function () {
  "use strict";
  var script = document.currentScript;
  // The site's root, from this script's own URL (…/assets/<digest>/app.js): "/" when served,
  // a folder when the static edition is opened from a disk or a subfolder.
  var root = new URL(script.src).pathname.replace(/assets\/[^/]+\/app\.js$/, "");
  var html = document.documentElement;
  html.classList.add("js");

  function $(selector) { return document.querySelector(selector); }

  function load(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = src;
      tag.async = false; // loaded side by side, run in the order asked (find.js reads query.js)
      tag.onload = resolve;
      tag.onerror = reject;
      document.head.appendChild(tag);
    });
  }

  // --- offline: the worker and "Save for offline" ---------------------------------------------
  var worker = "serviceWorker" in navigator && location.protocol !== "file:";

  function showSaving(p, button, status) {
    // Progress of saving every page: asked for here, or the worker saving again for a new site version.
    if (p.error) {
      status.textContent = "Could not save: the server is not reachable.";
      if (button) { button.disabled = false; }
      return;
    }
    html.dataset.saving = p.done + " of " + p.total;
    status.textContent = p.done < p.total ? "Saving… " + p.done + " of " + p.total + " pages"
      : "Saved for offline: " + (p.total - p.failed) + " pages" + (p.failed ? ", " + p.failed + " failed" : "") + ".";
    if (button) { button.disabled = p.done < p.total; }
    if (p.done === p.total) { html.dataset.saved = String(p.total - p.failed); }
  }

  function megabytes(bytes) { return (bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0) + " MB"; }

  function saveForOffline(button, status) {
    // First what there is to save and how large, the judge picks the parts; then the worker saves them.
    button.disabled = true;
    status.textContent = "Measuring what there is to save…";
    fetch(root + "offline/pages.json").then(function (r) { return r.json(); }).then(function (list) {
      status.textContent = "";
      status.appendChild(chooser(list.groups.filter(function (g) { return g.available; }), button, status));
      html.dataset.saveChoice = "shown";
    }).catch(function () { showSaving({ error: true }, button, status); });
  }

  function chooser(groups, button, status) {
    var form = document.createElement("form");
    form.className = "save-choice";
    form.dataset.saveChoice = "";
    var total = document.createElement("button");
    groups.forEach(function (g) {
      var label = document.createElement("label");
      label.innerHTML = '<input type="checkbox" checked> ';
      label.firstChild.value = g.name;
      label.appendChild(document.createTextNode(g.label + " — " + (g.estimated ? "about " : "") + megabytes(g.bytes)));
      form.appendChild(label);
    });
    function picked() {
      return groups.filter(function (g) { return form.querySelector("input[value='" + g.name + "']").checked; });
    }
    function sum() {
      var bytes = picked().reduce(function (n, g) { return n + g.bytes; }, 0);
      total.textContent = "Save " + megabytes(bytes);
      total.disabled = !picked().length;
    }
    form.addEventListener("change", sum);
    sum();
    total.dataset.saveConfirm = "";
    form.appendChild(total);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var parts = picked().map(function (g) { return g.name; });
      status.textContent = "Saving…";
      navigator.serviceWorker.ready.then(function (registration) {
        var channel = new MessageChannel();
        channel.port1.onmessage = function (e) { showSaving(e.data, button, status); };
        registration.active.postMessage({ type: "save", parts: parts }, [channel.port2]);
      });
    });
    return form;
  }

  function rerunElsewhere(asked) {
    // This copy holds each scenario run as written: a link asking for other decisions must not show
    // that run as if it were theirs. Say so, and hand the variant to the Table (its engine rules here).
    var changed = [];
    asked.forEach(function (value, key) {
      if (/^decision\./.test(key) && value.trim()) { changed.push([key.slice(9), value.trim()]); }
    });
    if (asked.get("new_decision") && asked.get("new_answer")) { changed.push([asked.get("new_decision"), asked.get("new_answer")]); }
    var other = changed.length || asked.get("seed") || asked.get("allow_incomplete");
    var main = $("main"), heading = main && main.querySelector("h1");
    if (!other || !heading) { return; }
    Array.prototype.forEach.call(main.children, function (child) { if (child !== heading) { child.hidden = true; } });
    var note = document.createElement("p");
    note.className = "error";
    note.dataset.rerunElsewhere = "";
    note.setAttribute("role", "alert");
    note.textContent = "This copy cannot re-run the scenario with other decisions, so it shows no verdict for them. ";
    heading.after(note);
    var twin = $("link[rel=alternate][type='application/json']");
    fetch(twin.href).then(function (r) { return r.json(); }).then(function (data) {
      if (!data.table) { return; }
      var link = document.createElement("a");
      link.href = root + "table/index.html?s=" + withDecisions(data.table.split("s=")[1], changed, asked.get("allow_incomplete"), asked.get("seed"));
      link.textContent = "Rule these decisions on the Table (the engine on this device)";
      link.dataset.rerunTable = "";
      note.appendChild(link);
    }).catch(function () { /* the note stands alone */ });
  }

  function withDecisions(s, changed, allowIncomplete, seed) {
    // The Table's board (base64url JSON) with the decisions a re-run link changes, read as the server
    // reads a form answer: JSON when it is JSON, else the words.
    var text = new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), function (c) { return c.charCodeAt(0); }));
    var board = JSON.parse(text);
    board.decisions = board.decisions || {};
    changed.forEach(function (pair) {
      var value;
      try { value = JSON.parse(pair[1]); } catch (e) { value = pair[1]; }
      board.decisions[pair[0]] = value;
    });
    if (allowIncomplete) { board.allow_incomplete = true; }
    if (seed) { board.seed = Number(seed); }
    var bytes = new TextEncoder().encode(JSON.stringify(board));
    return btoa(String.fromCharCode.apply(null, bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function ready(name) {
    // The page's own word that a script has done its work: tests wait on it, never on a clock.
    html.dataset.ready = ((html.dataset.ready || "") + " " + name).trim();
  }

  // The script loads async (a first visit is usable before it arrives): what it adds waits for
  // the document to be parsed, and the worker, whose install downloads the app shell, for the load.
  function whenParsed(run) {
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", run); } else { run(); }
  }

  function whenLoaded(run) {
    if (document.readyState === "complete") { run(); } else { window.addEventListener("load", run); }
  }

  function enhance() {
    if (worker) {
      whenLoaded(function () {  // after the page itself: its precache must not slow a first visit
        navigator.serviceWorker.register(root + "sw.js", { scope: root }).catch(function () { /* stays online-only */ });
      });
      var save = $("[data-save]");
      if (save) {
        save.hidden = false;
        save.addEventListener("click", function () { saveForOffline(save, $("[data-save-status]")); });
      }
      navigator.serviceWorker.addEventListener("message", function (event) {
        if (event.data && event.data.type === "saving-again") { showSaving(event.data, save, $("[data-save-status]")); }
      });
      navigator.serviceWorker.startMessages();
    }

    // --- a saved copy: say so when the network is gone --------------------------------------------
    var mark = $("[data-offline-mark][data-saved]");
    if (mark) {
      fetch(root + "sw.js?network-probe=" + Date.now(), { method: "HEAD", cache: "no-store" }).then(function () {
        mark.dataset.network = "online";
      }, function () {
        var when = new Date(mark.dataset.saved);
        mark.textContent = "Offline — showing the copy saved on " +
          when.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
        mark.setAttribute("role", "status");
        mark.hidden = false;
        mark.dataset.network = "offline";
      });
    }

    // --- search in the browser: the static edition, or the saved search page offline -----------
    var results = $("[data-browser-search]");
    var searchScripts = function () {
      return Promise.all(["srcPorter", "srcQuery", "srcCatalogue", "srcFind", "srcSearch"].map(function (src) { return load(root + script.dataset[src]); }));
    };
    if (results && (html.dataset.edition === "static" || new URLSearchParams(location.search).get("q"))) {
      searchScripts().then(function () { return window.rulesdbSearch(results, root + script.dataset.hrefSearchData, root); })
        .catch(function () { results.textContent = "Search is not available offline on this device yet: save for offline first."; });
    }
    // A page not saved whose address names a saved node another way (`nsg-cr-25.08/6.9.4b`): open that node.
    var missing = $("[data-not-saved]");
    if (missing) {
      searchScripts().then(function () { return window.rulesdbSearch.named(root + script.dataset.hrefSearchData, root); })
        .then(function () { missing.dataset.looked = "yes"; }, function () { missing.dataset.looked = "no"; });
    }

    // --- the static edition: a diff asked for with the form is a file of its own --------------------
    if (html.dataset.edition === "static" && /\/diff\/index\.html$/.test(location.pathname)) {
      var asked = new URLSearchParams(location.search);
      var slug = function (text) { return text.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "-"; };
      if (asked.get("from") && asked.get("to")) {
        var folder = root + "diff/" + slug(asked.get("from")) + "/" + slug(asked.get("to")) + "/";
        if (asked.get("rule")) { folder += "rule/" + slug(asked.get("rule")) + "/"; }
        var kinds = asked.getAll("kind").filter(Boolean);
        location.replace(folder + "index.html" + (kinds.length ? "?kind=" + encodeURIComponent(kinds.join(",")) : ""));
      }
    }

    // --- the static edition: a scenario re-run with other decisions is not here ------------------
    if (html.dataset.edition === "static" && /\/scenarios\/[^/]+\/(rerun\/)?index\.html$/.test(location.pathname)) {
      rerunElsewhere(new URLSearchParams(location.search));
    }

    // --- the diff page: filter by word and by kind, collapsed on a phone ------------------------
    var changes = $("ol.changes");
    var filters = $("[data-diff-filter]");
    if (changes && filters) {
      var word = filters.querySelector("input[type=search]");
      var boxes = Array.prototype.slice.call(filters.querySelectorAll("input[type=checkbox]"));
      var count = filters.querySelector("[data-diff-count]");
      var items = Array.prototype.slice.call(changes.querySelectorAll("li.change"));
      var wanted = new URLSearchParams(location.search).getAll("kind").join(",").split(",").filter(Boolean);
      if (wanted.length) { boxes.forEach(function (b) { b.checked = wanted.indexOf(b.value) >= 0; }); }
      var apply = function () {
        // a whole word (or words): "run" finds "the run ends", not "Runner"
        var needle = word.value.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        var whole = needle && new RegExp("(^|[^a-z0-9])" + needle + "(?![a-z0-9])", "i");
        var kinds = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
        var shown = 0;
        items.forEach(function (li) {
          var ok = (!kinds.length || kinds.indexOf(li.dataset.kind) >= 0) &&
            (!whole || whole.test(li.textContent));
          li.hidden = !ok;
          shown += ok ? 1 : 0;
        });
        count.textContent = shown + " of " + items.length + " shown";
      };
      filters.hidden = false;
      word.addEventListener("input", apply);
      boxes.forEach(function (b) { b.addEventListener("change", apply); });
      apply();
      var wide = window.matchMedia("(min-width: 48rem)").matches;
      var target = location.hash && document.getElementById(location.hash.slice(1));
      items.forEach(function (li) {
        var d = li.querySelector("details");
        if (d && (wide || li === target || items.length <= 3)) { d.open = true; }
      });
    }
    if (window.performance && performance.mark) { performance.mark("rulesdb-enhanced"); }
    ready("app");
  }

  whenParsed(enhance);
})();
