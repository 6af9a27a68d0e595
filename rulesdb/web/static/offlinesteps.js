// The offline Table's next steps in place. Once a page is ruled on the device (the saved copy with no
// server, the static export), its own links and form (an answer, a moment of the run, "play anyway", a
// "did you mean", the form sent again) and back/forward are answered by the engine this page already
// loaded: Pyodide loads once per page life, not once per tap. The page goes back to what was saved,
// then offlinetable.js rules on the new address as a navigation would, so it shows what a navigation
// shows; the address follows (history.pushState) as the situation's link. With the server's answer
// on the page (online), nothing here acts. Runs before offlinetable.js, to see the page as saved.
(function () {
  "use strict";
  var html = document.documentElement;
  var main = document.querySelector("main");
  var board = document.querySelector("form.table-board");
  var served = document.querySelector("main .question, main .ruling, main .error");  // the server's answer
  var saved = main && !served ? snapshot() : null;
  var onDevice = false;  // this page life has ruled on the device
  var showing = location.pathname + location.search;  // the situation shown (a fragment is the same one)

  function snapshot() {
    // What ruling on the device changes, as the saved page has it: each field's value and marks, what is open.
    var fields = board ? Array.prototype.slice.call(board.elements) : [];
    return {
      fields: fields.map(function (f) {
        return [f, f.value, f.checked, f.getAttribute("aria-invalid"), f.getAttribute("aria-describedby")];
      }),
      open: Array.prototype.map.call(main.querySelectorAll("details"), function (d) { return [d, d.open]; }),
      added: ".offline-answer, details.server, ul.field-error, .suggest",  // beyond those there now: added since
      there: Array.prototype.slice.call(main.querySelectorAll("details.server, ul.field-error, .suggest"))
    };
  }

  function mark(field, name, value) {
    if (value === null) { field.removeAttribute(name); } else { field.setAttribute(name, value); }
  }

  function restore() {
    Array.prototype.forEach.call(main.querySelectorAll(saved.added), function (node) {
      if (saved.there.indexOf(node) < 0) { node.remove(); }
    });
    saved.fields.forEach(function (f) {
      if (f[0].type === "checkbox") {
        f[0].checked = f[2];
      } else if (f[0].tagName !== "BUTTON") { f[0].value = f[1]; }
      mark(f[0], "aria-invalid", f[3]);
      mark(f[0], "aria-describedby", f[4]);
    });
    saved.open.forEach(function (d) { d[0].open = d[1]; });
  }

  function engine() { return window.rulesdbOfflineTable; }

  function takesHere() {
    onDevice = onDevice || document.querySelector(".offline-answer") !== null;
    var page = engine();
    return Boolean(saved && page && page.show) && (onDevice || page.staticEdition || navigator.onLine === false);
  }

  function situation(href) {
    // The Table's own address for a situation or a sent form, or null for any other link.
    var url = new URL(href, location.href);
    var table = url.origin === location.origin &&
      (url.pathname === engine().here().pathname || url.pathname === location.pathname);
    return table && (url.searchParams.get("s") || url.searchParams.get("f") !== null) ? url : null;
  }

  function go(url, push) {
    html.dataset.offlineTable = "ruling";
    restore();
    if (push) { history.pushState(null, "", url.pathname + url.search + url.hash); }
    showing = location.pathname + location.search;
    engine().show();
    window.scrollTo(0, 0);
  }

  document.addEventListener("click", function (event) {
    showing = location.pathname + location.search;  // where a fragment link (a field at fault) is taken from
    var other = event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || other) { return; }
    var a = event.target.closest ? event.target.closest("a[href]") : null;
    var url = a && !a.target && !a.hasAttribute("download") && takesHere() && main.contains(a) && situation(a.href);
    if (!url) { return; }
    event.preventDefault();
    go(url, true);
  });

  if (board) {
    board.addEventListener("submit", function (event) {
      if (event.defaultPrevented || !takesHere()) { return; }
      event.preventDefault();
      var url = engine().here();
      url.search = new URLSearchParams(new FormData(board)).toString();
      go(url, true);
    });
  }

  document.addEventListener("submit", function (event) {
    // An answer's form (several cards, an order, a number...): read on the device, as the server reads it.
    var form = event.target;
    if (event.defaultPrevented || !form.matches || !form.matches("form.answer") || !main.contains(form) ||
        !takesHere()) { return; }
    event.preventDefault();
    var url = engine().here();
    url.search = new URLSearchParams(new FormData(form)).toString();
    go(url, true);
  });

  window.addEventListener("popstate", function () {
    // Back or forward to another situation of this page life: ruled again in place.
    if (location.pathname + location.search === showing || !takesHere()) { return; }
    go(location, false);
  });

  html.dataset.ready = ((html.dataset.ready || "") + " offlinesteps").trim();  // listening: the page's own word
})();
