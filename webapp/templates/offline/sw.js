// rulesdb service worker, site version {{ version }}: keeps the app shell, every page opened and,
// on request, the saved documents, and answers from them when the network is gone.
"use strict";
var VERSION = {{ version|tojson }};
var CACHE = "rulesdb-" + VERSION;
var SHELL = {{ shell|tojson }};            // relative to the worker's scope
var SEARCH_PAGE = {{ search_page|tojson }};
var FALLBACK = {{ fallback|tojson }};
var MARK = '<p class="offline-mark" data-offline-mark hidden></p>';
var NETWORK_WAIT_MS = 3000;                // then a saved copy, when there is one
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

function savedOn(response) {
  var when = new Date(response.headers.get("X-Rulesdb-Saved") || Date.now());
  return when.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function marked(response) {
  // A saved page says that it is one.
  var type = response.headers.get("Content-Type") || "";
  if (type.indexOf("text/html") !== 0) { return response; }
  return response.text().then(function (html) {
    var note = '<p class="offline-mark" data-offline-mark role="status">Offline — showing the copy saved on ' +
      savedOn(response) + "</p>";
    var headers = new Headers(response.headers);
    headers.set("X-Rulesdb-Offline", "1");
    return new Response(html.replace(MARK, note), { status: 200, headers: headers });
  });
}

function fromCache(cache, request) {
  var opts = { ignoreVary: true };
  return cache.match(request, opts).then(function (hit) {
    if (hit) { return hit; }
    var url = new URL(request.url);
    if (url.href.split("?")[0] === scoped(SEARCH_PAGE)) {   // any search: the page searches in the browser
      return cache.match(scoped(SEARCH_PAGE), opts);
    }
    if (request.mode === "navigate") { return cache.match(scoped(FALLBACK), opts); }
    return undefined;
  });
}

function networkFirst(event) {
  var request = event.request;
  return caches.open(CACHE).then(function (cache) {
    var network = fetch(request).then(function (response) {
      event.waitUntil(keep(cache, request, response.clone()));
      return response;
    });
    var late = new Promise(function (resolve) { setTimeout(resolve, NETWORK_WAIT_MS, "late"); });
    return Promise.race([network, late]).then(function (won) {
      if (won !== "late") { return won; }
      return fromCache(cache, request).then(function (hit) { return hit ? marked(hit) : network; });
    }).catch(function () {
      return fromCache(cache, request).then(function (hit) { return hit ? marked(hit) : Response.error(); });
    });
  });
}

function cacheFirst(event) {
  // Content-hashed assets never change under their URL.
  return caches.open(CACHE).then(function (cache) {
    return cache.match(event.request).then(function (hit) {
      return hit || fetch(event.request).then(function (response) {
        event.waitUntil(keep(cache, event.request, response.clone()));
        return response;
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
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("rulesdb-") === 0 && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) { return; }
  var isAsset = new URL(request.url).pathname.indexOf("/assets/") >= 0;
  event.respondWith(isAsset ? cacheFirst(event) : networkFirst(event));
});

function save(urls, port) {
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
        if (done % 25 === 0 || done === total) { report(); }
        return lane();
      });
    }
    var lanes = [];
    for (var i = 0; i < SAVE_LANES; i += 1) { lanes.push(lane()); }
    return Promise.all(lanes).then(report);
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type === "save" && Array.isArray(data.urls)) {
    event.waitUntil(save(data.urls, event.ports && event.ports[0]));
  }
});
