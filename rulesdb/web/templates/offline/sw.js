// rulesdb service worker, site version {{ version }}: keeps the app shell, every page opened and,
// on request, the saved documents, and answers from them when the network is gone.
"use strict";
var VERSION = {{ version|tojson }};
var CACHE = "rulesdb-" + VERSION;
var SHELL = {{ shell|tojson }};            // relative to the worker's scope
var SEARCH_PAGE = {{ search_page|tojson }};
var FALLBACK = {{ fallback|tojson }};
var PAGES_LIST = {{ pages_list|tojson }};  // what "Save for offline" stores, in parts
var TABLE_PAGE = {{ table_page|tojson }};  // any situation's link opens it: its script rules offline
var SAVED_FLAG = "offline/saved-everything";  // a cache key: the parts the judge asked to save
var resaveDue = false;                      // set when an older version had parts saved: which ones

var MARK = '<p class="offline-mark" data-offline-mark hidden></p>';
var SAVE_LANES = 6;

function scoped(path) { return new URL(path, self.registration.scope).href; }

function stamped(response) {
  // A copy of `response` carrying the moment it was saved.
  return response.blob().then(function (body) {
    var headers = new Headers(response.headers);
    headers.set("X-Rulesdb-Saved", new Date().toISOString());
    return new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
  });
}

function keep(cache, request, response) {
  if (!response || !response.ok || response.type !== "basic") { return Promise.resolve(); }
  return stamped(response).then(function (copy) { return cache.put(request, copy); });
}

function marked(response) {
  // A page served from the cache carries the moment it was saved; the page itself checks whether
  // the network is there and, if not, says that it shows a saved copy.
  var type = response.headers.get("Content-Type") || "";
  if (type.indexOf("text/html") !== 0) { return response; }
  var saved = response.headers.get("X-Rulesdb-Saved") || new Date().toISOString();
  return response.text().then(function (html) {
    var note = '<p class="offline-mark" data-offline-mark data-saved="' + saved + '" hidden></p>';
    return new Response(html.replace(MARK, note), { status: 200, headers: response.headers });
  });
}

function fallback(cache, request) {
  // Nothing saved under this URL: any search gets the search page (it searches in the browser),
  // any other page the "not saved" page.
  var opts = { ignoreVary: true };
  var page = request.url.split("?")[0];
  if (page === scoped(SEARCH_PAGE)) { return cache.match(scoped(SEARCH_PAGE), opts); }
  var notSaved = function () {
    return request.mode === "navigate" ? cache.match(scoped(FALLBACK), opts) : Promise.resolve(undefined);
  };
  if (page === scoped(TABLE_PAGE)) {
    return cache.match(scoped(TABLE_PAGE), opts).then(function (hit) { return hit || notSaved(); });
  }
  return notSaved();
}

function cacheFirst(event) {
  // Everything under this worker is fixed for its site version: a saved copy is the same bytes
  // the server would send, so it is answered at once, without waiting for a slow network.
  var request = event.request;
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreVary: true }).then(function (hit) {
      if (hit) { return marked(hit); }
      return fetch(request).then(function (response) {
        event.waitUntil(keep(cache, request, response.clone()));
        return response;
      }).catch(function () {
        return fallback(cache, request).then(function (saved) { return saved ? marked(saved) : Response.error(); });
      });
    });
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(SHELL.map(function (path) {
      return fetch(scoped(path)).then(function (response) { return keep(cache, scoped(path), response); });
    }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  // Older versions' copies go; if the judge had saved everything there, it is saved again here.
  event.waitUntil(caches.keys().then(function (names) {
    var old = names.filter(function (name) { return name.indexOf("rulesdb-") === 0 && name !== CACHE; });
    return Promise.all(old.map(function (name) {
      return caches.open(name).then(function (cache) { return cache.match(scoped(SAVED_FLAG)); })
        .then(function (flag) { return flag ? flag.text() : null; })
        .then(function (parts) {
          if (parts !== null) { resaveDue = chosenParts(parts) || true; }
          return caches.delete(name);
        });
    }));
  }).then(function () { return self.clients.claim(); }));
});

function everyPage() {
  // Saving again for a new site version: its progress goes to every open page, which shows it.
  return { postMessage: function (progress) {
    progress.type = "saving-again";
    self.clients.matchAll({ type: "window" }).then(function (pages) {
      pages.forEach(function (page) { page.postMessage(progress); });
    });
  } };
}

function chosenParts(text) {
  // The parts a saved flag names (a flag of an older worker holds a date: every part).
  try { var parts = JSON.parse(text); return Array.isArray(parts) ? parts : null; } catch (e) { return null; }
}

function saveEverything(port, parts) {
  // The parts named (all when none are), the app shell with them.
  return fetch(scoped(PAGES_LIST)).then(function (r) { return r.json(); }).then(function (list) {
    var chosen = (list.groups || []).filter(function (g) { return !parts || parts.indexOf(g.name) >= 0; });
    var urls = list.groups ? SHELL.concat.apply(SHELL, chosen.map(function (g) { return g.urls; })) : list.urls;
    var names = chosen.map(function (g) { return g.name; });
    return save(urls, port, JSON.stringify(names));
  });
}

self.addEventListener("fetch", function (event) {
  var url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) { return; }
  if (url.searchParams.has("network-probe")) { return; }   // the page asking whether the network is there
  if (resaveDue) {
    var parts = Array.isArray(resaveDue) ? resaveDue : null;
    resaveDue = false;
    event.waitUntil(saveEverything(everyPage(), parts).catch(function () { resaveDue = parts || true; }));
  }
  event.respondWith(cacheFirst(event));
});

function save(urls, port, flag) {
  // Store every URL not yet saved, a few at a time, reporting progress on `port`.
  var queue = urls.map(scoped);
  var total = queue.length, done = 0, failed = 0;
  function report() { if (port) { port.postMessage({ done: done, failed: failed, total: total }); } }
  return caches.open(CACHE).then(function (cache) {
    function lane() {
      var url = queue.shift();
      if (!url) { return Promise.resolve(); }
      return cache.match(url).then(function (hit) {
        return hit || fetch(url).then(function (response) {
          if (!response.ok) { failed += 1; return undefined; }
          return keep(cache, url, response);
        });
      }).catch(function () { failed += 1; }).then(function () {
        done += 1;
        report();
        return lane();
      });
    }
    var lanes = [];
    for (var i = 0; i < SAVE_LANES; i += 1) { lanes.push(lane()); }
    return Promise.all(lanes).then(function () {
      report();
      if (!failed) { return cache.put(scoped(SAVED_FLAG), new Response(flag)); }
      return undefined;
    });
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  var port = event.ports && event.ports[0];
  if (data.type === "save") {
    event.waitUntil(saveEverything(port, data.parts || null).catch(function () { if (port) { port.postMessage({ error: true }); } }));
  }
});
