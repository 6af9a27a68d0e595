// The meaning-based ranking in the browser, as rulesdb.search.meaning ranks on the server: the encoder's
// WordPiece tokenizer (BERT, uncased), a question's vector as whole numbers, and its nearest nodes of the
// current release by exact dot products. Whole numbers throughout, so the same nodes come in the same order;
// find.js fuses them with the lexical hits (rulesdb.search.fusion). tests/web/test_search_parity.py holds
// the two together.
(function (root) {
  "use strict";
  var MAX_WORD = 100, UNKNOWN = "[UNK]";

  // --- the tokenizer (rulesdb.search.meaning.wordpiece) ------------------------------------------
  function isSpace(ch) { return ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || /\p{Zs}/u.test(ch); }
  function isControl(ch) { return ch !== "\t" && ch !== "\n" && ch !== "\r" && /[\p{Cc}\p{Cf}]/u.test(ch); }
  function isPunctuation(ch) {
    var c = ch.codePointAt(0);
    return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126) || /\p{P}/u.test(ch);
  }
  function isCjk(c) {
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2A6DF) ||
      (c >= 0x2A700 && c <= 0x2B73F) || (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B820 && c <= 0x2CEAF) ||
      (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
  }
  function spaced(text) {
    var out = "";
    for (var ch of text) {
      var c = ch.codePointAt(0);
      if (c === 0 || c === 0xFFFD || isControl(ch)) { continue; }
      out += isSpace(ch) ? " " : isCjk(c) ? " " + ch + " " : ch;
    }
    return out;
  }
  function words(text) {
    var found = [];
    spaced(text).split(/\s+/).forEach(function (chunk) {
      if (!chunk) { return; }
      var current = "";
      for (var ch of chunk.toLowerCase().normalize("NFD").replace(/\p{Mn}/gu, "")) {
        if (isPunctuation(ch)) {
          if (current) { found.push(current); }
          found.push(ch);
          current = "";
        } else {
          current += ch;
        }
      }
      if (current) { found.push(current); }
    });
    return found;
  }
  function pieces(word, vocabulary) {
    var chars = Array.from(word);
    if (chars.length > MAX_WORD) { return [UNKNOWN]; }
    var found = [], start = 0;
    while (start < chars.length) {
      var end = chars.length, piece = null;
      while (end > start) {
        var candidate = (start === 0 ? "" : "##") + chars.slice(start, end).join("");
        if (vocabulary.has(candidate)) { piece = candidate; break; }
        end -= 1;
      }
      if (piece === null) { return [UNKNOWN]; }
      found.push(piece);
      start = end;
    }
    return found;
  }
  function tokenize(text, vocabulary) {
    var ids = [];
    words(text).forEach(function (w) { pieces(w, vocabulary).forEach(function (p) { ids.push(vocabulary.get(p)); }); });
    return ids;
  }

  // --- a question's vector and its nearest nodes (rulesdb.search.meaning.nearest) -------------------
  function queryVector(m, text) {
    var counts = new Map(), total = new Array(m.dims).fill(0);
    tokenize(text, m.vocabulary).slice(0, m.maxPieces).forEach(function (r) { counts.set(r, (counts.get(r) || 0) + 1); });
    counts.forEach(function (times, row) {
      if (row < 0) { return; }
      var w = m.weights[row] * times, at = row * m.dims;
      for (var i = 0; i < m.dims; i++) { total[i] += w * m.matrix[at + i]; }
    });
    var largest = 0;
    total.forEach(function (v) { largest = Math.max(largest, Math.abs(v)); });
    return largest ? total.map(function (v) { return Math.floor(v * m.queryScale / largest + 0.5); }) : null;
  }
  // The `limit` nodes (the browser's numbers) nearest the text, nearest first; [] without a known piece.
  function nearest(m, text, limit) {
    var q = queryVector(m, text);
    if (!q) { return []; }
    var scored = [];
    for (var n = 0; n < m.nodes.length; n++) {
      var dot = 0, at = n * m.dims;
      for (var i = 0; i < m.dims; i++) { dot += q[i] * (m.vectors[at + i] - m.offset); }
      scored.push([dot, n]);
    }
    scored.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    return scored.slice(0, limit).map(function (s) { return m.nodes[s[1]]; });
  }

  function bytes(base64) {
    var text = atob(base64), out = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) { out[i] = text.charCodeAt(i); }
    return out;
  }
  // The tables (search_data.meaning_tables), ready to rank; null for a copy without them.
  function open(data) {
    if (!data) { return null; }
    var vocabulary = new Map();
    data.pieces.forEach(function (p, r) { vocabulary.set(p, r); });
    vocabulary.set(UNKNOWN, -1);
    return { dims: data.dims, vocabulary: vocabulary, matrix: new Int8Array(bytes(data.matrix).buffer), weights: data.weights,
      nodes: data.nodes, vectors: bytes(data.vectors), offset: data.offset, queryScale: data.query_scale,
      maxPieces: data.max_pieces, pool: data.pool, k: data.k, share: data.share };
  }

  // The lexical groups ({score, members}, best first) and the nearest nodes as one list of {rep, score, members}
  // (rulesdb.search.fusion.fused); replaced(n): whether a newer release of its family replaced n's.
  function fused(m, lexical, near, limit, replaced) {
    var cut = poolEnd(m, lexical, replaced), hits = [], holder = new Map();
    lexical.slice(0, cut).forEach(function (g) {
      if (!replaced(g.members[0])) { hits.push({ rep: g.members[0], score: 1 / (m.k + hits.length + 1), members: g.members }); }
    });
    hits.forEach(function (h) { h.members.forEach(function (n) { holder.set(n, h); }); });
    near.slice(0, m.pool).forEach(function (node, i) {
      var hit = holder.get(node);
      if (!hit) { hit = { rep: node, score: 0, members: [node] }; holder.set(node, hit); hits.push(hit); }
      hit.score += m.share / (m.k + i + 1);
    });
    var order = hits.map(function (h, i) { return [h, i]; }).sort(function (a, b) { return b[0].score - a[0].score || a[1] - b[1]; })
      .map(function (p) { return p[0]; });
    var shown = withReplaced(order, lexical.slice(0, cut), replaced);
    lexical.slice(cut).forEach(function (g) { if (!holder.has(g.members[0])) { shown.push({ rep: g.members[0], score: 0, members: g.members }); } });
    return shown.slice(0, limit);
  }
  function poolEnd(m, lexical, replaced) {
    var current = 0;
    for (var at = 0; at < lexical.length; at++) {
      if (!replaced(lexical[at].members[0])) { current += 1; }
      if (current === m.pool) { return at + 1; }
    }
    return lexical.length;
  }
  // A replaced release's hit follows the hit it followed in the lexical ranking (first when none did).
  function withReplaced(order, fusedPart, replaced) {
    var after = new Map(), previous = null;
    fusedPart.forEach(function (g) {
      var rep = g.members[0];
      if (replaced(rep)) {
        if (!after.has(previous)) { after.set(previous, []); }
        after.get(previous).push(g);
      } else {
        previous = rep;
      }
    });
    var first = order.length ? order[0].score : 0, shown = [];
    (after.get(null) || []).forEach(function (g) { shown.push({ rep: g.members[0], score: first, members: g.members }); });
    order.forEach(function (h) {
      shown.push(h);
      (after.get(h.rep) || []).forEach(function (g) { shown.push({ rep: g.members[0], score: h.score, members: g.members }); });
    });
    return shown;
  }

  root.rulesdbMeaning = { open: open, nearest: nearest, fused: fused, words: words, tokenize: tokenize };
})(typeof window !== "undefined" ? window : globalThis);
