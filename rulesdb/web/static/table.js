// The Table's form, made quicker to fill with one thumb: card names complete from the whole card pool
// (apostrophes, accents, case and slips forgiven; cards the engine cannot play say why), a tap on a
// name fills the line, chips add what differs ("unrezzed", "+1 advancement"), and the runs the board
// allows are one tap. Without this script the form is the same form, typed by hand.
(function () {
  "use strict";
  var form = document.querySelector("form.table-board");
  var cards = [];
  var SHOWN = 6;
  var CHIPS = { ice: ["unrezzed", "+1 advancement"], root: ["unrezzed", "+1 advancement", "+1 agenda"],
    rig: ["facedown", "+1 virus", "+1 power", "+1 credits"], score_area: ["scored this turn"],
    archives: ["faceup"] };
  var TYPES = { ice: ["ice"], root: ["asset", "upgrade", "agenda"], rig: ["program", "hardware", "resource"],
    identity: ["identity"], score_area: ["agenda"], current: ["event", "operation"] };

  function done() {
    var html = document.documentElement;
    html.dataset.ready = ((html.dataset.ready || "") + " table").trim();
  }
  if (!form) { done(); return; }

  // The form two spellings of one title share (as rulesdb.spelling.fold_title does on the server).
  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[\u2019\u2018`\u00b4']/g, "").replace(/[^a-z0-9]+/g, " ").trim();
  }

  function slips(a, b) {  // letters missed, added, changed or swapped with the next (as spelling.slips)
    var before = null, row = [], i, j, cur;
    for (j = 0; j <= b.length; j++) { row.push(j); }
    for (i = 1; i <= a.length; i++) {
      cur = [i];
      for (j = 1; j <= b.length; j++) {
        cur[j] = Math.min(row[j] + 1, cur[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          cur[j] = Math.min(cur[j], before[j - 2] + 1);
        }
      }
      before = row; row = cur;
    }
    return row[b.length];
  }

  function allowed(n) { return n < 4 ? 0 : n < 6 ? 1 : n < 10 ? 2 : 3; }

  function rank(want, card) {
    var name = card.key;
    if (name.indexOf(want) === 0) { return 0; }
    if ((" " + name).indexOf(" " + want) >= 0) { return 1; }
    if (initials(want.split(" "), name.split(" "))) { return 2; }
    var cost = Math.min(slips(want, name), slips(want, name.slice(0, want.length)) + 1);
    return cost <= allowed(want.length) ? 3 + cost : -1;
  }

  // "proj atl": each typed word starts a word of the title, in order (the phone's shortcut).
  function initials(typed, words) {
    var i = 0;
    words.forEach(function (w) { if (i < typed.length && w.indexOf(typed[i]) === 0) { i += 1; } });
    return typed.length > 1 && i === typed.length;
  }

  function matches(typed, field, inside) {
    var want = fold(typed), zone = field.name.split(".").pop(), side = field.name.charAt(0);
    var anyCard = inside || field.dataset.cards === "answer";  // a question's or a bracket's card: any card
    var types = anyCard ? null : TYPES[zone], found = [];
    if (!want) { return found; }
    cards.forEach(function (c) {
      if (c.side && c.side !== side && !anyCard) { return; }
      if (types && types.indexOf(c.type) < 0) { return; }
      var r = rank(want, c);
      if (r >= 0) { found.push([r, c.title.length, c]); }
    });
    found.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
    return found.slice(0, SHOWN).map(function (f) { return f[2]; });
  }

  // The line being typed: a textarea's line at the caret, an input's part after the last ";".
  function current(field) {
    var text = field.value, at = field.selectionStart === null ? text.length : field.selectionStart;
    var sep = field.tagName === "TEXTAREA" ? "\n" : ";";
    var start = text.lastIndexOf(sep, at - 1) + 1, end = text.indexOf(sep, at);
    return { start: start, end: end < 0 ? text.length : end, text: text.slice(start, end < 0 ? text.length : end) };
  }

  function box(field) {
    var next = field.nextElementSibling;
    if (next && next.classList.contains("suggest")) { return next; }
    var div = document.createElement("div");
    div.className = "suggest";
    field.parentNode.insertBefore(div, field.nextSibling);
    return div;
  }

  function button(text, note, onTap) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (note) { var s = document.createElement("small"); s.textContent = note; b.appendChild(s); b.className = "partial"; }
    b.addEventListener("click", onTap);
    return b;
  }

  // The name being typed inside brackets, "(hosting corr", "(target Ice Wall, enig": where it starts and ends.
  function inner(field) {
    var at = field.selectionStart, before = field.value.slice(0, at);
    var m = before.match(/\((?:[^()\n]*;\s*)?(?:hosting|target|chosen) (?:[^(),;\n]*,\s*)*([^(),;\n]*)$/);
    return m && field.tagName === "TEXTAREA" ? { start: at - m[1].length, end: at, text: m[1] } : null;
  }

  function fillInner(field, part, title) {
    var text = field.value, rest = text.slice(part.end), close = /^[^\n]*\)/.test(rest) ? "" : ")";
    field.value = text.slice(0, part.start) + title + close + rest;
    var caret = part.start + title.length + close.length;
    field.focus();
    field.setSelectionRange(caret, caret);
    box(field).textContent = "";
  }

  function suggest(field) {
    var part = inner(field);
    if (part) {
      var div0 = box(field);
      div0.textContent = "";
      matches(part.text, field, true).forEach(function (c) {
        div0.appendChild(button(c.title, "", function () { fillInner(field, part, c.title); }));
      });
      return;
    }
    var div = box(field), line = current(field), typed = line.text.replace(/\s*\(.*$/, "");
    div.textContent = "";
    var found = matches(typed, field);
    found.forEach(function (c) {
      div.appendChild(button(c.title, c.engine, function () { pick(field, line, c.title); }));
    });
    if (!found.length && fold(typed).length > 2 && cards.length) {
      var none = document.createElement("small");
      none.textContent = "No card here is named like “" + typed.trim() + "”";
      div.appendChild(none);
    }
  }

  function pick(field, line, title) {
    var text = field.value, rest = line.text.match(/\s*\(.*$/), put = title + (rest ? rest[0] : "");
    var many = field.tagName === "TEXTAREA", tail = text.slice(line.end);
    var after = many && tail.indexOf("\n") !== 0 ? "\n" : "";
    field.value = text.slice(0, line.start) + put + after + tail;
    var caret = line.start + put.length + after.length;
    field.focus();
    field.setSelectionRange(caret, caret);
    chips(field, line.start);
  }

  // Chips that add what differs to the line just filled (by where it starts).
  function chips(field, start) {
    var div = box(field), zone = field.name.split(".").pop();
    div.textContent = "";
    (CHIPS[zone] || []).forEach(function (chip) {
      div.appendChild(button(chip, "", function () { modify(field, start, chip); }));
    });
  }

  function modify(field, start, chip) {
    var text = field.value, end = text.indexOf("\n", start), line = text.slice(start, end < 0 ? text.length : end);
    var count = chip.match(/^\+1 (.+)$/), mods = (line.match(/\(([^()]*)\)\s*$/) || [null, ""])[1];
    var parts = mods ? mods.split(/;\s*/) : [], title = line.replace(/\s*\([^()]*\)\s*$/, "");
    if (count) {
      var k = count[1], seen = false;
      parts = parts.map(function (p) {
        var m = p.match(/^(\d+) (.+)$/);
        if (m && m[2] === k) { seen = true; return (+m[1] + 1) + " " + k; }
        return p;
      });
      if (!seen) { parts.push("1 " + k); }
    } else if (parts.indexOf(chip) < 0) { parts.push(chip); }
    var put = title + " (" + parts.join("; ") + ")", caret = start + put.length;
    field.value = text.slice(0, start) + put + text.slice(start + line.length);
    caret += field.value.charAt(caret) === "\n" ? 1 : 0;  // back where the next card is typed
    field.focus();
    field.setSelectionRange(caret, caret);
  }

  // One tap for each run the board allows: the centrals and every remote with a card in it.
  function runs() {
    var area = form.querySelector("[data-actions]");
    if (!area) { return; }
    var div = box(area), servers = ["HQ", "R&D", "Archives"];
    div.textContent = "";
    form.querySelectorAll("[name^='corp.servers.Server ']").forEach(function (f) {
      var name = f.name.split(".")[2];
      if (f.value.trim() && servers.indexOf(name) < 0) { servers.push(name); }
    });
    servers.forEach(function (s) {
      div.appendChild(button("run " + s, "", function () {
        area.value = (area.value.trim() ? area.value.trim() + "\n" : "") + "run " + s;
      }));
    });
  }

  // What the actions name that the board does not hold yet (as rulesdb.table.wanted reads them): a server with
  // nothing laid out ("run Server 1") or a Corp card nowhere on the board ("trash PAD Campaign") opens the Corp's
  // section and that server, so the judge sees where the Corp's cards go. Never closes what the judge opened.
  var PILES = { "HQ": "corp.hq", "R&D": "corp.rd", "Archives": "corp.archives" };
  var CENTRAL = { "hq": "HQ", "r&d": "R&D", "rd": "R&D", "archives": "Archives" };
  function value(name) {
    var f = form.querySelector("[name='" + name + "']");
    return f ? f.value.trim() : "";
  }
  function wanted() {
    var area = form.querySelector("[data-actions]");
    if (!area) { return; }
    var text = area.value, open = false, heldNames = {};
    (text.match(/(^|[^\w&])(HQ|R&D|RD|Archives|Server\s+\d+)(?![\w&])/gi) || []).forEach(function (m) {
      var word = m.replace(/^[^A-Za-z]/, "").toLowerCase(), name = CENTRAL[word] || "Server " + word.split(/\s+/).pop();
      var laid = value("corp.servers." + name + ".ice") || value("corp.servers." + name + ".root") ||
        (PILES[name] && value(PILES[name]));
      if (laid) { return; }
      open = true;
      var server = form.querySelector("details.server[data-server='" + name + "']");
      if (server) { server.open = true; }
    });
    if (!open && cards.length) {
      form.querySelectorAll("textarea[name], input[name]").forEach(function (f) {
        if (f.dataset.actions !== undefined) { return; }
        f.value.split(/[\n;,]/).forEach(function (line) { heldNames[fold(line.replace(/\(.*$/, ""))] = true; });
      });
      var said = " " + fold(text) + " ";
      open = cards.some(function (c) { return c.side === "c" && !heldNames[c.key] && said.indexOf(" " + c.key + " ") >= 0; });
    }
    if (open) {
      form.querySelectorAll("details.side").forEach(function (d) {
        if (d.querySelector("summary").textContent === "Corp") { d.open = true; }
      });
    }
  }

  form.addEventListener("input", function (event) {
    if (event.target.dataset.cards !== undefined) { suggest(event.target); }
    if (event.target.name && event.target.name.indexOf("corp.servers.") === 0) { runs(); }
    if (event.target.dataset.actions !== undefined) { wanted(); }
  });
  runs();
  wanted();
  document.addEventListener("input", function (event) {  // a question's card name, in its answer's form
    var field = event.target;
    if (field.closest && field.closest("form.answer") && field.dataset.cards !== undefined) { suggest(field); }
  });

  fetch(form.dataset.cardsUrl).then(function (r) { return r.json(); }).then(function (data) {
    cards = data.cards.map(function (c) {
      var note = c[3] === "-" ? "engine cannot play it yet" : c[3] ? "incomplete: " + c[3] : "";
      return { title: c[0], side: c[1], type: c[2], engine: note, key: fold(c[0]) };
    });
    form.dataset.cardsLoaded = String(cards.length);
    wanted();
  }).catch(function () { form.dataset.cardsLoaded = "0"; }).then(done);
})();
