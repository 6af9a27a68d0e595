// A query read as the server reads it (rulesdb/search/query.py, vocabulary.py, spellings.py, rulesdb/words.py,
// the card names of rulesdb/graph/card_mentions.py and the index's word analysis), for find.js.
(function (root) {
  "use strict";
  var W = "[\\p{L}\\p{N}_]"; // Python's \w on text
  var TOKEN = new RegExp("\\[" + W + "+\\]|" + W + "+&" + W + "+|" + W + "+(?:[.'-]" + W + "+)*", "gu");
  var ANALYSED = new RegExp("\\[" + W + "+\\]|" + W + "+&" + W + "+|" + W + "+(?:\\." + W + "+)*", "gu");
  var QUOTES = { "“": '"', "”": '"', "„": '"', "‟": '"', "«": '"', "»": '"', "‘": "'", "’": "'", "‚": "'", "‛": "'", "`": "'" };
  var DROPPED = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;
  var MAX_CHARS = 500, MAX_WORDS = 64;
  var NUMBER = /^\d+(\.\d+)+[a-z]?$/;

  function BadQuery(message) { this.message = message; }

  function strip(text, chars) {
    var start = 0, end = text.length;
    while (start < end && chars.indexOf(text[start]) >= 0) { start++; }
    while (end > start && chars.indexOf(text[end - 1]) >= 0) { end--; }
    return text.slice(start, end);
  }
  function unique(items) { return items.filter(function (x, i) { return items.indexOf(x) === i; }); }
  function fold(text) { return text.toLowerCase().replace(/’/g, "'").split(/\s+/).filter(Boolean).join(" "); }

  // --- the query as plain text (rulesdb.search.query) -------------------------------------------
  function cleanText(raw) {
    if (typeof raw !== "string") { throw new BadQuery("query must be text"); }
    if (raw.length > MAX_CHARS * 4) { throw new BadQuery("query is " + raw.length + " characters long; at most " + MAX_CHARS + " are allowed"); }
    var text = raw.normalize("NFKC").replace(/\s/gu, " ").replace(DROPPED, "");
    text = text.replace(/[“”„‟«»‘’‚‛`]/g, function (q) { return QUOTES[q]; }).replace(/\s+/g, " ").trim();
    if (text.length > MAX_CHARS) { throw new BadQuery("query is " + text.length + " characters long; at most " + MAX_CHARS + " are allowed"); }
    return text;
  }
  function tokens(text) { return text.match(TOKEN) || []; }

  function parse(raw) {
    var text = cleanText(raw);
    if (!text) { throw new BadQuery("query is empty: type a rule number, a term or some words"); }
    var phrases = [], rest = text;
    if ((text.match(/"/g) || []).length % 2 === 0) {
      (text.match(/"([^"]*)"/g) || []).forEach(function (quoted) {
        var words = tokens(quoted.slice(1, -1));
        if (words.length > 1) { phrases.push(words); rest = rest.replace(quoted, " "); }
      });
    }
    var words = unique(tokens(rest));
    phrases = phrases.filter(function (p, i) { return phrases.findIndex(function (q) { return q.join(" ") === p.join(" "); }) === i; });
    if (words.length + phrases.reduce(function (n, p) { return n + p.length; }, 0) > MAX_WORDS) {
      throw new BadQuery("query has too many words; at most " + MAX_WORDS + " are used");
    }
    return { text: text, words: words, phrases: phrases };
  }

  // --- the players' words (rulesdb.search.vocabulary) --------------------------------------------
  function rulesWords(db, text) {
    if (!db.vocabularyPattern) {
      var phrases = Object.keys(db.analysis.vocabulary).sort(function (a, b) { return b.length - a.length || (a < b ? -1 : 1); });
      var alternatives = phrases.map(function (p) { return p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"); });
      db.vocabularyPattern = new RegExp("(?<![\\p{L}\\p{N}_&-])(" + alternatives.join("|") + ")(?![\\p{L}\\p{N}_&-])", "giu");
    }
    var found = text.replace(db.vocabularyPattern, function (m) {
      return db.analysis.vocabulary[m.toLowerCase().split(/\s+/).filter(Boolean).join(" ")];
    });
    return found !== text ? found.split(/\s+/).filter(Boolean).join(" ") : text;
  }

  // The words the rules answering a question use, by the form of its first words (vocabulary.answer_words).
  function answerWords(db, text) {
    var words = (text.toLowerCase().match(/[\p{L}\p{N}_']+/gu) || []).join(" "), forms = db.analysis.question_forms;
    for (var i = 0; i < forms.length; i++) {
      if (forms[i][0].some(function (a) { return words === a || words.indexOf(a + " ") === 0; })) { return forms[i][1]; }
    }
    return [];
  }

  // --- numbers, steps, links and definitions as a judge types them (rulesdb.search.spellings) -----
  var RULE = /^(?:(?:rules?|r|cr|sections?|sec|§|steps?)\s*\.?\s*)?(\d+(?:\s*[.,]\s*\d+)*)\s*\.?\s*(?:\(\s*([a-z])\s*\)|([a-z]))?\s*[.?]?$/;
  var STRUCTURE = "(run|corp(?:'s|s)?[\\s-]*turn|runner(?:'s|s)?[\\s-]*turn)";
  var STEP_NUMBER = "\\[?\\s*(\\d+(?:\\.\\d+)*)\\s*\\.?\\s*\\]?";
  var BRACKETED = /^(?:step\s*)?\[\s*(\d+(?:\.\d+)*)\s*\]$/;
  var NUMBER_OF_STRUCTURE = new RegExp("^(?:step\\s*)?" + STEP_NUMBER + "\\s+(?:of|in)\\s+(?:a|an|the)?\\s*" + STRUCTURE + "$");
  var STRUCTURE_NUMBER = new RegExp("^(?:the\\s+)?" + STRUCTURE + "\\s*(?:timing\\s*)?(?:step\\s*)?" + STEP_NUMBER + "$");
  var DEFINITION = /^(?:what\s+does\s+it\s+mean\s+to|what\s+does|what\s+is|what\s+are|what's|define|definition\s+of|meaning\s+of)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+mean)?\s*\??$/;
  var RELEASE = /^(?:(?:nsg|nisei)[\s-]*)?(?:cr[\s-]*)?v?(\d{1,2}\.\d{1,2})\s+(\S.*)$/;
  var LINK = /^(?:[a-z][a-z0-9+.-]*:\/\/[^\/?#\s]*)?([^?#\s]*)(?:\?[^#\s]*)?(?:#([^\s]*))?$/i;

  function ruleNumber(text) {
    var m = RULE.exec(fold(text));
    return m ? m[1].replace(/\s+/g, "").replace(/,/g, ".") + (m[2] || m[3] || "") : null;
  }
  function structureSlug(text) {
    text = fold(text);
    return text.indexOf("corp") === 0 ? "corp-turn" : text.indexOf("runner") === 0 ? "runner-turn" : "run";
  }
  function parseStep(text) {
    text = fold(text);
    var m = BRACKETED.exec(text);
    if (m) { return [null, m[1]]; }
    m = NUMBER_OF_STRUCTURE.exec(text);
    if (m) { return [structureSlug(m[2]), m[1]]; }
    m = STRUCTURE_NUMBER.exec(text);
    return m ? [structureSlug(m[1]), m[2]] : null;
  }
  function definitionSubjects(text) {
    var m = DEFINITION.exec(fold(text));
    if (!m) { return []; }
    var words = m[1].split(" ");
    return words.map(function (_, i) { return words.slice(0, words.length - i).join(" "); });
  }
  function pastedAddresses(text) {
    if (text.indexOf("://") < 0 && text.indexOf("#") < 0) { return []; }
    var m = LINK.exec(text.trim());
    if (!m) { return []; }
    var path = strip(m[1] || "", "/"), anchor = strip(m[2] || "", "/");
    var page = path.split("/part/")[0];
    var found = anchor ? [page ? page.split("/").pop() + "/" + anchor : "", anchor] : [];
    return unique(found.concat([path])).filter(Boolean);
  }
  function namesByAddress(text) {
    var t = text.trim();
    return Boolean(ruleNumber(strip(text, "[]() ")) || parseStep(text) || pastedAddresses(text).length ||
      releaseAndNumber(text) || (t.indexOf(" ") < 0 && /[\/_]/.test(text)));
  }
  // [version, the number as typed] for a release named by its version before a number ("CR 25.08 6.9.4b"),
  // else null (rulesdb.search.spellings.release_and_number).
  function releaseAndNumber(text) {
    var m = RELEASE.exec(fold(text));
    return m && (ruleNumber(strip(m[2], "[]() ")) || parseStep(m[2])) ? [m[1], m[2]] : null;
  }

  // --- names and card names as lookup compares them (rulesdb.words, rulesdb.graph.card_mentions) --
  var EDGE = "\"'“”‘’()[]*_.,:; !?";
  function lightStem(w) {
    if (w.length <= 3) { return w; }
    if (/(ies|ied)$/.test(w)) { return w.slice(0, -3) + "y"; }
    var suffixes = ["ing", "ed"];
    for (var i = 0; i < 2; i++) {
      var s = suffixes[i];
      if (w.slice(-s.length) === s && w.length - s.length >= 3) {
        var base = w.slice(0, -s.length), last = base[base.length - 1];
        return base.length >= 3 && last === base[base.length - 2] && "lsaeiou".indexOf(last) < 0 ? base.slice(0, -1) : base;
      }
    }
    if (/(sses|ches|shes|xes|zes|uses)$/.test(w)) { return w.slice(0, -2); }
    if (/s$/.test(w) && !/(ss|us|is|'s|’s)$/.test(w)) { return w.slice(0, -1); }
    return w;
  }
  function nameKey(name) {
    name = strip(name.replace(/\([^)]*\)/g, " "), EDGE);
    return (name.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)?/g) || []).map(function (w) {
      w = w.toLowerCase();
      return lightStem(/('s|’s)$/.test(w) ? w.slice(0, -2) : w);
    }).join(" ");
  }
  var CARD_TOKEN = /[\p{L}\p{N}]+(?:['’\-](?![sS](?![\p{L}\p{N}_]))[\p{L}\p{N}]+)*!?/gu;
  function cardWords(text) { return (text.match(CARD_TOKEN) || []).map(function (t) { return t.toLowerCase().replace(/’/g, "'"); }); }

  // --- the index's word analysis: Whoosh's tokens, stop words and Porter stems ------------------
  function terms(db, text) {
    var found = [], a = db.analysis;
    (text.match(ANALYSED) || []).forEach(function (written) {
      var word = written.toLowerCase();
      if (word[0] === "[") { word = a.icons[word] || strip(word, "[]"); }
      if (word.length >= a.minsize && !db.stop[word]) { found.push(root.rulesdbPorter(word)); }
    });
    return found;
  }

  root.rulesdbQuery = { BadQuery: BadQuery, NUMBER: NUMBER, strip: strip, unique: unique, cleanText: cleanText, parse: parse,
    rulesWords: rulesWords, answerWords: answerWords, ruleNumber: ruleNumber, parseStep: parseStep, definitionSubjects: definitionSubjects,
    pastedAddresses: pastedAddresses, namesByAddress: namesByAddress, releaseAndNumber: releaseAndNumber, nameKey: nameKey, cardWords: cardWords, terms: terms };
})(typeof window !== "undefined" ? window : globalThis);
