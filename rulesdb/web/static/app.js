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

  function saveForOffline(button, status) {
    button.disabled = true;
    status.textContent = "Saving…";
    navigator.serviceWorker.ready.then(function (registration) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) { showSaving(event.data, button, status); };
      registration.active.postMessage({ type: "save" }, [channel.port2]);
    });
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
