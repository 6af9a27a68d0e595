// The Table without a server: the engine itself (Python, in Pyodide) reads the form and rules on
// this device, with the citations saved for offline. Used when the Table's page has no answer from the server (the saved
// copy, offline; the static export), and by any script through window.rulesdbOfflineTable; its `show`
// rules on the page's address again, for the next steps taken in place (offlinesteps.js).
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

  // What the engine's load still waits for, by name: in `<html data-engine-waits>` and, when it is slow,
  // on the page, so a load that never ends says where it stopped.
  var waits = {};
  var WAIT_NAMES = { manifest: "its list of files", loader: "Python's loader", python: "Python",
                     wheel: "the engine", citations: "the rules it cites" };

  function awaited(name, promise) {
    function tell() { html.dataset.engineWaits = Object.keys(waits).join(" "); }
    waits[name] = true;
    tell();
    return promise.finally(function () { delete waits[name]; tell(); });
  }

  function start() {
    // Pyodide, then the engine's wheel unpacked beside the standard library, then the citations.
    return awaited("manifest", getJSON("/table/engine.json")).then(function (manifest) {
      if (!manifest.pyodide.present) { throw new Error("the engine is not part of this copy"); }
      var index = site(manifest.pyodide.url);
      return awaited("loader", addScript(index + "pyodide.js")).then(function () {
        return Promise.all([
          awaited("python", window.loadPyodide({ indexURL: index, packages: [] })),
          awaited("wheel", fetch(site(manifest.wheel.url)).then(function (r) { return r.arrayBuffer(); })),
          awaited("citations", fetch(site(manifest.saved.url)).then(function (r) { return r.text(); }))
        ]);
      });
    }).then(function (parts) {
      var py = parts[0];
      html.dataset.pyodideLoads = String((+html.dataset.pyodideLoads || 0) + 1);  // once per page life
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

  function link(board) {
    return load().then(function (b) { return tableLink(b.link_json(JSON.stringify(board))); });
  }

  function tableLink(shareUrl) {
    // "/table?s=…" where this copy keeps the Table's page.
    var query = shareUrl.split("?")[1];
    return site(staticEdition ? "table/index.html" : "table") + "?" + query;
  }

  var api = window.rulesdbOfflineTable = { load: load, answer: answer, shared: shared, link: link, here: here };

  function here() { return new URL(site(staticEdition ? "table/index.html" : "table"), location.href); }

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

  function showQuestion(box, q, board, wrong) {
    // As the server's page: a link per option that answers it (its `values` entry when it sends another
    // answer), and for an answer that is not one option, the small form the server's page shows.
    var shape = q.answer || { kind: "one" }, none = shape.none || [], values = shape.values || {};
    var section = el("section", "", "question");
    section.appendChild(el("h2", q.who + " decides: " + (q.prompt || q.name)));
    section.appendChild(el("p", "At " + q.step + (q.rule ? " · " + q.rule.title : ""), "meta"));
    if (wrong) {
      var line = section.appendChild(el("p", wrong, "error answer-wrong"));
      line.setAttribute("role", "alert");
    }
    var list = el("ul", "", "options");
    section.appendChild(list);
    box.appendChild(section);
    var tapped = q.options.filter(function (o) {
      return shape.kind === "one" || shape.kind === "payment" || none.indexOf(o) >= 0;
    });
    if (FIELDS[shape.kind]) { section.appendChild(answerForm(q, shape)); }
    if ((q.notes || []).length) {  // why a choice is not offered, as the server's page says it
      var notes = section.appendChild(el("ul", "", "notes meta"));
      q.notes.forEach(function (note) { notes.appendChild(el("li", note)); });
    }
    return Promise.all(tapped.map(function (option) {
      var answered = JSON.parse(JSON.stringify(board));
      answered.decisions = answered.decisions || {};
      answered.decisions[(shape.keys || {})[option] || q.name] = option in values ? values[option] : option;
      return link(answered).then(function (href) {
        var a = el("a", String(option), "option");
        a.href = href;
        var li = el("li");
        li.appendChild(a);
        list.appendChild(li);
      });
    }));
  }

  function input(name, id, type) {
    var field = el("input");
    field.name = name;
    field.id = id;
    if (type) { field.type = type; field.inputMode = "numeric"; field.className = "n"; }
    field.autocomplete = "off";
    return field;
  }

  function labelled(text, field) {
    var li = el("li"), label = el("label", text);
    label.htmlFor = field.id;
    li.appendChild(label);
    li.appendChild(document.createTextNode(" "));
    li.appendChild(field);
    return li;
  }

  function answerForm(q, shape) {
    // The same fields as the server's page (`rulesdb/web/templates/table/table.html`, answer_form).
    var form = el("form", "", "answer " + shape.kind);
    form.method = "get";
    form.action = here().pathname;
    [["s", new URLSearchParams(location.search).get("s")], ["q", q.name]].forEach(function (pair) {
      var hidden = el("input");
      hidden.type = "hidden";
      hidden.name = pair[0];
      hidden.value = pair[1];
      form.appendChild(hidden);
    });
    var listed = q.options.filter(function (o) { return (shape.none || []).indexOf(o) < 0; });
    FIELDS[shape.kind](form, shape, listed);
    form.appendChild(el("button", "Answer", "option"));
    return form;
  }

  // Each shape's fields, named as `rulesdb.table.answers.submitted` reads them.
  var FIELDS = {
    several: function (form, shape, listed) {
      form.appendChild(el("p", shape.min === shape.max ? "Tick exactly " + shape.min :
        "Tick " + shape.min + " to " + shape.max, "meta"));
      var list = form.appendChild(el("ul", "", "ticks"));
      listed.forEach(function (o) {
        var li = el("li"), label = el("label"), box = el("input");
        box.type = "checkbox";
        box.name = "a";
        box.value = o;
        label.appendChild(box);
        label.appendChild(document.createTextNode(" " + o));
        li.appendChild(label);
        list.appendChild(li);
      });
    },
    order: function (form, shape, listed) {
      form.appendChild(el("p", "Give each its place, 1 first", "meta"));
      var list = form.appendChild(el("ol", "", "places"));
      listed.forEach(function (o, i) {
        var select = el("select");
        select.name = "o" + i;
        select.id = "ans-o" + i;
        listed.forEach(function (_, p) {
          var option = el("option", String(p + 1));
          option.selected = p === i;
          select.appendChild(option);
        });
        list.appendChild(labelled(o, select));
      });
    },
    number: function (form, shape) {
      var field = input("a", "ans-a", "number");
      field.required = true;
      field.min = shape.min;
      if (shape.max !== undefined) { field.max = shape.max; }
      var bound = shape.max !== undefined ? shape.min + " to " + shape.max : shape.min + " or more";
      form.appendChild(el("ul")).appendChild(labelled("A number, " + bound, field));
    },
    card: function (form) {
      var field = input("a", "ans-a", null);
      field.required = true;
      field.dataset.cards = "answer";  // table.js completes it from the card pool, when it runs
      form.appendChild(el("ul")).appendChild(labelled("A card's name", field));
    },
    payment: function (form, shape) {
      form.appendChild(el("p", "Or divide the " + shape.amount + "[c] yourself", "meta"));
      var list = form.appendChild(el("ul", "", "sources"));
      Object.keys(shape.sources).forEach(function (name, i) {
        var field = input("p" + i, "ans-p" + i, "number");
        field.min = 0;
        field.max = shape.sources[name];
        field.value = "0";
        list.appendChild(labelled(name + " (up to " + shape.sources[name] + ")", field));
      });
    },
    fields: function (form, shape) {
      var list = form.appendChild(el("ul", "", "fields"));
      shape.fields.forEach(function (f, i) {
        var hint = (shape.lists || []).indexOf(f) >= 0 ? " (cards a comma apart)" : "";
        list.appendChild(labelled(f + hint, input("f." + f, "ans-f" + i)));
      });
    }
  };

  function showMoments(box, moments) {
    // The moments the run reached, each listing what may be done there (as the server's page offers).
    if (!moments.length) { return; }
    var section = el("section", "", "moments");
    section.appendChild(el("h2", "Inside this run"));
    section.appendChild(el("p", "What can be done at", "meta"));
    var list = el("ul", "", "options");
    moments.forEach(function (m) {
      var li = el("li");
      li.appendChild(linkTo(m.url, m.at, "option moment").firstChild);
      list.appendChild(li);
    });
    section.appendChild(list);
    box.appendChild(section);
  }

  function showLegal(box, legal, board) {
    // Each option the engine lists, a link that takes it (its item added to the actions).
    var section = el("section", "", "legal");
    section.appendChild(el("h2", "What can happen next"));
    var list = el("ul", "", "options");
    section.appendChild(list);
    box.appendChild(section);
    return Promise.all(legal.options.map(function (o) {
      var more = JSON.parse(JSON.stringify(board));
      delete more.legal;
      var step = typeof o.item === "object" ? o.item : {};
      if (typeof o.item !== "object") { step[board.turn || "runner"] = String(o.item); }
      var side = ["runner", "corp"].filter(function (k) { return k in step; })[0];
      more.actions = (more.actions || []).concat([step]);
      return link(more).then(function (href) {
        var li = el("li"), a = el("a", side + ": " + o.action, "option" + (o.allowed === false ? " refused" : ""));
        a.href = href;
        li.appendChild(a);
        if (o.cost) { li.appendChild(el("span", " " + o.cost, "meta")); }
        if (o.allowed === false) { li.appendChild(el("span", " refused: " + o.reason + (o.rule ? " (" + o.rule.title + ")" : ""), "meta")); }
        if (o.allowed === null) { li.appendChild(el("span", " the engine cannot tell", "meta")); }
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
    if (r.not_asked && r.not_asked.length) {  // windows passed unasked: the ruling has both players pass there
      section.appendChild(el("h3", "Not asked"));
      var asked = el("ul", "", "effects not-asked");
      r.not_asked.forEach(function (w) {
        var li = el("li", w.text);
        if (w.url) {
          var a = el("a", " Ask at " + w.window.replace("abilities at ", ""));
          a.href = w.url;
          li.appendChild(a);
        }
        asked.appendChild(li);
      });
      section.appendChild(asked);
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

  var SLOW_MS = 30000;  // a first load from a phone's storage takes seconds; past this, the page says what it waits for

  function working(box, text) {
    // What the device is doing; if the engine is still loading long after, what it is waiting for.
    var line = box.appendChild(el("p", text, "meta"));
    setTimeout(function () {
      var names = Object.keys(waits).map(function (name) { return WAIT_NAMES[name]; });
      if (!line.isConnected || !names.length) { return; }
      line.textContent = "Still loading the engine on this device (waiting for " + names.join(", ") +
        "). The first ruling on a phone can take a minute; if nothing changes, reload this page.";
    }, SLOW_MS);
  }

  function rule(box, s, wrong) {
    working(box, "Ruling on this device (no server)…");
    return load().then(function (b) { return JSON.parse(b.page_json(s)); }).then(function (shown) {
      var found = shown.answer;
      if (!box.isConnected) { return undefined; }  // another step was taken meanwhile (offlinesteps.js)
      box.textContent = "";
      box.appendChild(el("p", "Ruled on this device by the engine saved for offline.", "meta"));
      if (shown.form) { fillForm(shown.form, shown.servers); }
      if (found.status !== 200) {
        if (shown.refused) { showRefusal(box, shown.refused); } else { box.appendChild(el("p", found.body.error, "error")); }
        return undefined;
      }
      var body = found.body, done;
      if (body.legal) { done = showLegal(box, body.legal, shown.board); } else if (body.question) {
        done = showQuestion(box, body.question, shown.board, wrong);
      } else { showRuling(box, body); }
      showMoments(box, shown.moments || []);  // after the question or ruling, as on the server's page
      return done;
    }, cannot(box));
  }

  function cannot(box) {
    return function (error) {
      box.textContent = "";
      box.appendChild(el("p", "This device cannot rule on this situation: " + error.message +
        ". Save for offline with the engine, or connect to the server.", "error"));
    };
  }

  // --- a sent form: read into its board as the server reads it, then ruled as its link -----------
  function sent(box, params) {
    var typed = {};
    params.forEach(function (value, key) { if (!(key in typed)) { typed[key] = value; } });
    fillForm(typed, null);  // nothing typed is lost, whatever the engine says
    working(box, "Reading the board on this device (no server)…");
    return load().then(function (b) { return JSON.parse(b.sent_json(JSON.stringify(typed))); }).then(function (read) {
      if (!box.isConnected) { return undefined; }
      if (!read.url) {
        box.textContent = "";
        box.appendChild(el("p", read.body.error, "error"));
        return undefined;
      }
      history.replaceState(null, "", tableLink(read.url));  // the situation's own link, as the server redirects
      box.textContent = "";
      return rule(box, read.url.split("s=")[1]);
    }, cannot(box));
  }

  // --- an answer's form sent: the board with that answer, or the question again with what is wrong ---
  function sentAnswer(box, params) {
    var sent = {};
    params.forEach(function (value, key) { (sent[key] = sent[key] || []).push(value); });
    working(box, "Reading the answer on this device (no server)…");
    return load().then(function (b) { return JSON.parse(b.answered_json(JSON.stringify(sent))); }).then(function (read) {
      if (!box.isConnected) { return undefined; }
      box.textContent = "";
      if (read.url) {
        history.replaceState(null, "", tableLink(read.url));  // the answered board's own link, as the server redirects
        return rule(box, read.url.split("s=")[1]);
      }
      history.replaceState(null, "", tableLink("/table?s=" + params.get("s")));
      return rule(box, params.get("s"), read.wrong);
    }, cannot(box));
  }

  // --- the form, filled and marked as the server's page fills and marks it -------------------------
  function fieldId(name) { return "f-" + name.replace(/\./g, "-").replace(/ /g, "_").replace(/&/g, "n"); }

  function control(name) {
    var form = document.querySelector("form.table-board");
    return form && form.querySelector("[name=\"" + name.replace(/["\\]/g, "\\$&") + "\"]");
  }

  function serverOf(name) { var m = /^corp\.servers\.(.+)\.(ice|root)$/.exec(name); return m && m[1]; }

  function addServer(name) {
    // A remote the static page has no fields for: the last remote's fields, renamed.
    var all = document.querySelectorAll("form.table-board details.server");
    var last = all[all.length - 1];
    if (!last) { return; }
    var old = last.querySelector("summary").textContent;
    var copy = last.cloneNode(true);
    copy.querySelector("summary").textContent = name;
    copy.dataset.server = name;
    Array.prototype.forEach.call(copy.querySelectorAll("[name]"), function (field) {
      field.name = "corp.servers." + name + "." + field.name.split(".").pop();
      field.value = "";
      var label = copy.querySelector("label[for=\"" + field.id + "\"]");
      field.id = fieldId(field.name);
      if (label) { label.htmlFor = field.id; label.textContent = label.textContent.replace(old, name); }
    });
    last.after(copy);
  }

  function fillForm(values, servers) {
    var names = servers || Object.keys(values).map(serverOf).filter(Boolean);
    names.forEach(function (name) { if (!control("corp.servers." + name + ".ice")) { addServer(name); } });
    Object.keys(values).forEach(function (name) {
      var field = control(name);
      if (!field) { return; }
      if (field.type === "checkbox") { field.checked = values[name] === field.value; } else { field.value = values[name]; }
      if (values[name] && field.closest("details")) { field.closest("details").open = true; }
    });
    // as typed: what the actions name that the board does not hold opens the Corp's section (table.js)
    var actions = control("actions");
    if (actions) { actions.dispatchEvent(new Event("input", { bubbles: true })); }
  }

  function linkTo(url, text, cls) {
    var a = el("a", text, cls);
    a.href = tableLink(url);
    var p = el("p");
    p.appendChild(a);
    return p;
  }

  function showRefusal(box, refused) {
    var alert = el("div", "", "error");
    alert.setAttribute("role", "alert");
    alert.appendChild(el("p", "The engine cannot play this board:"));
    var list = el("ul");
    Object.keys(refused.errors).forEach(function (name) {
      refused.errors[name].forEach(function (e) {
        var li = el("li"), a = el("a", e.label || e.path);
        a.href = "#" + fieldId(name);
        li.appendChild(a);
        li.appendChild(document.createTextNode(": " + e.message));
        list.appendChild(li);
      });
      markField(name, refused.errors[name]);
    });
    (refused.error ? refused.error.split("\n") : []).forEach(function (line) { list.appendChild(el("li", line)); });
    alert.appendChild(list);
    box.appendChild(alert);
    // the first field at fault, in the form's order, is where the judge lands (as the server's page autofocuses it)
    var first = document.querySelector("form.table-board [aria-invalid='true']");
    if (first) { first.focus(); }
    if (refused.anyway) { box.appendChild(linkTo(refused.anyway, "Play anyway (the ruling is marked unreliable)", "option anyway")); }
    if (refused.unasked) { box.appendChild(linkTo(refused.unasked.url, "Play without " + refused.unasked.names.join(", "), "option drop")); }
  }

  function markField(name, errors) {
    var field = control(name);
    if (!field) { return; }
    var list = el("ul", "", "field-error");
    list.id = field.id + "-e";
    errors.forEach(function (e) {
      var li = el("li");
      li.appendChild(el("code", e.label || e.path));
      li.appendChild(document.createTextNode(": " + e.message));
      e.fixes.forEach(function (fix) {
        li.appendChild(document.createTextNode(" "));
        var a = el("a", fix.title, "fix");
        a.href = tableLink(fix.url);
        li.appendChild(a);
      });
      list.appendChild(li);
    });
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", list.id);
    field.after(list);
    for (var open = field.closest("details"); open; open = open.parentElement.closest("details")) { open.open = true; }
  }

  function ready(state) {
    html.dataset.offlineTable = state;
    if ((" " + (html.dataset.ready || "") + " ").indexOf(" offlinetable ") < 0) {
      html.dataset.ready = ((html.dataset.ready || "") + " offlinetable").trim();
    }
  }

  function show() {
    // The answer for the page's address: ruled on the device when the server gave none.
    var params = new URLSearchParams(location.search);
    var s = params.get("s"), form = !s && params.get("f") !== null;
    var main = document.querySelector("main");
    var answered = document.querySelector("main .question, main .ruling, main .error");
    if (!(s || form) || !main || answered) { ready("idle"); return; }
    html.dataset.offlineTable = "ruling";
    var box = el("div", "", "offline-answer");
    box.setAttribute("aria-live", "polite");
    box.dataset.offlineAnswer = "";
    var heading = main.querySelector("h1");
    main.insertBefore(box, heading ? heading.nextSibling : main.firstChild);
    (form ? sent(box, params) : params.has("q") ? sentAnswer(box, params) : rule(box, s)).then(function () { if (box.isConnected) { ready("ruled"); } });
  }
  api.show = show;
  api.staticEdition = staticEdition;

  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", show); } else { show(); }
})();
