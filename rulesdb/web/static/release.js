// A release read as one document: the page holds one part, and the parts after it load as the reader
// scrolls near them or follows a contents link into them. A link to a rule of another part
// (#rule_bypass) loads that part, or opens its page. Without JavaScript every part is a plain link.
(function () {
  "use strict";
  var release = document.querySelector("[data-release]");
  function ready() {  // the page's own word that this script is done (tests wait on it)
    document.documentElement.dataset.ready = ((document.documentElement.dataset.ready || "") + " release").trim();
  }
  if (!release || !window.fetch || !window.DOMParser) { ready(); return; }
  var twin = document.querySelector("link[rel=alternate][type='application/json']");
  var parts = null;  // the parts' anchors, from the page's JSON twin, when first needed

  function pending(number) { return release.querySelector(".part.pending[data-part='" + number + "']"); }

  function pageOf(number) {
    // The part's page as this page links to it (a relative file in the static edition).
    var link = release.querySelector("a[data-part-link='" + number + "']");
    return link ? link.href : null;
  }

  function load(holder) {
    // Replace a pending part by the part itself, read from its own page.
    if (holder.loading) { return holder.loading; }
    holder.loading = fetch(pageOf(holder.dataset.part)).then(function (response) {
      if (!response.ok) { throw new Error(String(response.status)); }
      return response.text();
    }).then(function (html) {
      var page = new DOMParser().parseFromString(html, "text/html");
      var part = page.querySelector(".part[data-part='" + holder.dataset.part + "']:not(.pending)");
      if (!part) { throw new Error("no such part"); }
      var base = pageOf(holder.dataset.part);
      part.querySelectorAll("a[href]").forEach(function (a) { a.setAttribute("href", new URL(a.getAttribute("href"), base).href); });
      holder.replaceWith(document.importNode(part, true));
    }).catch(function () { holder.loading = null; });
    return holder.loading;
  }

  function partOf(anchor) {
    // The number of the part holding `anchor`, from the JSON twin (fetched once), or null.
    parts = parts || fetch(twin.href).then(function (r) { return r.json(); }).then(function (data) { return data.parts; });
    return parts.then(function (list) {
      var found = list.filter(function (p) { return p.anchors.indexOf(anchor) >= 0; })[0];
      return found ? found.number : null;
    });
  }

  function show(anchor) {
    var target = document.getElementById(anchor);
    if (target) { target.scrollIntoView(); }
  }

  function reach(anchor) {
    // Show `anchor`: here already, in a part still to load on this page, or on another part's page.
    if (!anchor || document.getElementById(anchor)) { return; }
    partOf(anchor).then(function (number) {
      if (number === null) { return; }
      var holder = pending(number);
      if (holder) { load(holder).then(function () { show(anchor); }); } else if (pageOf(number)) {
        location.replace(pageOf(number) + "#" + encodeURIComponent(anchor));
      }
    }).catch(function () { /* the plain links still work */ });
  }

  // Contents links into a part still to load on this page: load it, then go to the anchor.
  release.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest(".toc a[href*='#']") : null;
    if (!link) { return; }
    var anchor = decodeURIComponent(link.hash.slice(1));
    var holder = null;
    release.querySelectorAll(".part.pending").forEach(function (h) {
      if (pageOf(h.dataset.part) === link.href.split("#")[0]) { holder = h; }
    });
    if (!holder) { return; }
    event.preventDefault();
    load(holder).then(function () { location.hash = anchor; show(anchor); });
  });

  // The parts after this one load as the reader nears them.
  if ("IntersectionObserver" in window) {
    var watch = new IntersectionObserver(function (seen) {
      seen.forEach(function (entry) {
        if (entry.isIntersecting) { watch.unobserve(entry.target); load(entry.target); }
      });
    }, { rootMargin: "0px 0px 1200px 0px" });
    release.querySelectorAll(".part.pending").forEach(function (h) { watch.observe(h); });
  }

  reach(decodeURIComponent(location.hash.slice(1)));
  window.addEventListener("hashchange", function () { reach(decodeURIComponent(location.hash.slice(1))); });
  ready();
})();
