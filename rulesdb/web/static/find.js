// rulesdb's `find` in the browser: the same reading of a query and the same ranking as the server's
// RulesDB.find (rulesdb/search/lookup/, index.py, ranking.py, grouping.py, catalogue.py), over the
// tables the server exports (rulesdb/web/search_data.py): the impacts are the server's own, so a query
// ranks the same nodes with the same scores. tests/web/test_search_parity.py holds the two together.
(function (root) {
  "use strict";
  var Q = root.rulesdbQuery, BadQuery = Q.BadQuery, NUMBER = Q.NUMBER, strip = Q.strip, unique = Q.unique;
  var cleanText = Q.cleanText, parse = Q.parse, rulesWords = Q.rulesWords, ruleNumber = Q.ruleNumber, parseStep = Q.parseStep;
  var definitionSubjects = Q.definitionSubjects, pastedAddresses = Q.pastedAddresses, namesByAddress = Q.namesByAddress;
  var nameKey = Q.nameKey, cardWords = Q.cardWords, terms = Q.terms, answerWords = Q.answerWords;

  // --- the ranking (rulesdb.search.ranking, index.py and grouping.py) -----------------------------
  function knows(db, term) { return db.impacts[term] !== undefined || db.known[term] === true; }

  function editsWithin(a, b, most) {
    if (Math.abs(a.length - b.length) > most) { return false; }
    var row = [];
    for (var j = 0; j <= b.length; j++) { row.push(j); }
    for (var i = 1; i <= a.length; i++) {
      var prev = row[0], least = i;
      row[0] = i;
      for (j = 1; j <= b.length; j++) {
        var here = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = here;
        least = Math.min(least, row[j]);
      }
      if (least > most) { return false; }
    }
    return row[b.length] <= most;
  }

  // Words of the documents one edit away (two for five letters or more), most used first. A word the
  // cards print (db.printed: "Grim", "lie") is never replaced (rulesdb/search/ranked.py).
  function near(db, word) {
    var dists = word.length >= 5 ? [1, 2] : [1];
    for (var d = 0; d < dists.length; d++) {
      var found = db.spellings.filter(function (w) { return w[0] === word[0] && editsWithin(w, word, dists[d]); });
      if (found.length) { return found; }
    }
    return [];
  }

  function wordGroups(db, word, corrections) {
    var groups = [];
    terms(db, word).forEach(function (term) {
      if (knows(db, term)) {
        groups.push({ terms: [term], boost: 1 });
      } else if (word.length >= 3 && !/\d/.test(term) && !db.printed[word.toLowerCase()]) {
        var close = near(db, word.toLowerCase());
        if (close.length) {
          corrections[word] = close[0];
          var known = [];
          close.forEach(function (n) { terms(db, n).forEach(function (t) { if (knows(db, t)) { known.push(t); } }); });
          groups.push({ terms: known, boost: 1 });
        }
      }
    });
    if (NUMBER.test(word.toLowerCase())) { groups.push({ terms: [db.analysis.number_key + word.toLowerCase()], boost: 1 }); }
    return groups;
  }

  // A quoted phrase: its words, within the contents whose title or text has them in that order (the
  // server's phrase index); without the texts (not fetched yet) within the contents that hold them all.
  function phraseGroup(db, phrase) {
    var words = terms(db, phrase.join(" "));
    if (!words.length) { return null; }
    var only = null;
    words.forEach(function (t) {
      var row = part(db, { terms: [t] }), held = {};
      row.forEach(function (_, c) { if (!only || only[c]) { held[c] = true; } });
      only = held;
    });
    return { terms: words, only: db.phrases ? inOrder(db, words, only) : only, boost: 2 };
  }
  function inOrder(db, words, candidates) {
    var found = {};
    db.phrases.texts.forEach(function (entry, i) {
      if (!entry[2].some(function (c) { return candidates[c]; })) { return; }
      var fields = db.phrases.analysed[i] = db.phrases.analysed[i] || [terms(db, entry[0]), terms(db, entry[1])];
      if (fields.some(function (field) { return contains(field, words); })) { entry[2].forEach(function (c) { found[c] = true; }); }
    });
    return found;
  }
  function contains(field, words) {
    for (var i = 0; i + words.length <= field.length; i++) {
      var j = 0;
      while (j < words.length && field[i + j] === words[j]) { j++; }
      if (j === words.length) { return true; }
    }
    return false;
  }

  // Each content's summed impacts of a group's terms (in the order the server adds them).
  function part(db, group) {
    var sums = new Map();
    group.terms.forEach(function (term) {
      var row = db.impacts[term];
      if (!row) { return; }
      for (var i = 0; i < row[0].length; i++) {
        var c = row[0][i];
        if (group.only && !group.only[c]) { continue; }
        sums.set(c, (sums.has(c) ? sums.get(c) : 0) + row[1][i]);
      }
    });
    return sums;
  }

  // A hint (rulesdb.search.ranking.hint_groups): the words a rule's source id names it by, within the
  // contents of that rule in every release kept, weighed as the server weighs it.
  function hintGroups(db, ids) {
    var groups = [];
    ids.forEach(function (id) {
      var only = {}, held = false, named = id.indexOf("_") >= 0 ? id.slice(id.indexOf("_") + 1).replace(/_/g, " ") : id;
      db.releases.forEach(function (d) { var n = db.at[d.id + "/" + id]; if (n !== undefined) { only[db.contentOf[n]] = true; held = true; } });
      var known = terms(db, named).filter(function (t) { return knows(db, t); });
      if (known.length && held) { groups.push({ terms: known, only: only, boost: db.analysis.hint }); }
    });
    return groups;
  }

  // The words of the rules that answer the question's form and that it did not type, one light group
  // (rulesdb.search.ranking.form_group).
  function formGroup(db, text, typed) {
    var known = [];
    answerWords(db, text).forEach(function (w) { terms(db, w).forEach(function (t) { if (knows(db, t) && !typed[t]) { known.push(t); } }); });
    return known.length ? [{ terms: known, boost: db.analysis.form }] : [];
  }

  function rank(db, groups, limit) {
    var total = new Map(), matched = new Map();
    groups.forEach(function (group) {
      part(db, group).forEach(function (score, c) {
        total.set(c, (total.has(c) ? total.get(c) : 0) + score * group.boost);
        matched.set(c, (matched.get(c) || 0) + 1);
      });
    });
    var n = groups.length || 1, offers = [];
    total.forEach(function (score, c) {
      var share = 0.5 + 0.5 * matched.get(c) / n;
      offers.push({ c: c, score: score, share: share, key: score * db.boost[db.members[c][0]] * share, node: db.members[c][0] });
    });
    offers.sort(byScore);
    var nodes = [];
    offers.slice(0, limit).forEach(function (o) {
      db.members[o.c].forEach(function (m) { nodes.push({ node: m, key: o.score * db.boost[m] * o.share }); });
    });
    return nodes.sort(byScore).slice(0, limit);
  }
  function byScore(a, b) { return b.key - a.key || a.node - b.node; }

  // (representative, score, members) of the best `limit` groups: same words, or the same rule by id.
  function groupRanked(db, ranked, limit) {
    var groups = [], byKey = {};
    ranked.forEach(function (r) {
      var keys = db.keys[r.node], group = null;
      for (var i = 0; i < keys.length && !group; i++) { group = byKey[keys[i]] || null; }
      if (!group) {
        if (groups.length >= limit) { return; }
        group = { score: r.key, members: [] };
        groups.push(group);
      }
      group.members.push(r.node);
      keys.forEach(function (k) { if (!byKey[k]) { byKey[k] = group; } });
    });
    groups.forEach(function (g) { g.members = newestFirst(db, g.members); });
    return groups;
  }
  function newestFirst(db, nodes) {
    return nodes.map(function (n, i) { return [n, i]; }).sort(function (a, b) {
      return db.versionRank[b[0]] - db.versionRank[a[0]] || a[1] - b[1];
    }).map(function (p) { return p[0]; });
  }

  // `asTyped`: the query as typed (parsed), when `query` reads the players' words as the rules': a "did you mean" corrects theirs.
  function search(db, query, limit, hints, asTyped) {
    var parsed = parse(query), corrections = {}, groups = [];
    parsed.words.forEach(function (w) { groups = groups.concat(wordGroups(db, w, corrections)); });
    groups = groups.filter(function (g) { return g.terms.length; });
    parsed.phrases.forEach(function (p) { var g = phraseGroup(db, p); if (g) { groups.push(g); } });
    var typed = {};  // the terms the query typed (a form's word among them counts once)
    groups.forEach(function (g) { g.terms.forEach(function (t) { typed[t] = true; }); });
    groups = groups.concat(hintGroups(db, hints || []));
    if (groups.length) { groups = groups.concat(formGroup(db, parsed.text, typed)); }
    var ranked = groups.length ? rank(db, groups, Math.min(limit * db.analysis.group_depth, db.analysis.node_count)) : [];
    return {
      didYouMean: didYouMean(asTyped || parsed.text, corrections),
      hits: groupRanked(db, ranked, limit).map(function (g) { return hit(db, g.members[0], g.score, g.members); })
    };
  }
  function didYouMean(text, corrections) {
    var wrong = Object.keys(corrections);
    if (!wrong.length) { return null; }
    var pattern = new RegExp("(?<![\\p{L}\\p{N}_])(" + wrong.map(function (w) { return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("|") + ")(?![\\p{L}\\p{N}_])", "gu");
    return text.replace(pattern, function (m) { return corrections[m]; });
  }

  // --- exact lookup (rulesdb.search.lookup.exact.ExactLookup.exact) --------------------------------
  function exact(db, text, documentId) {
    var cleaned = strip(cleanText(text), "/ ");
    var pasted = pastedAddresses(cleaned);
    for (var i = 0; i < pasted.length; i++) {
      var named = exact(db, pasted[i], documentId);
      if (named.length) { return named; }
    }
    if (db.at[cleaned] !== undefined) { return [db.at[cleaned]]; }
    if (cleaned.trim().toLowerCase().indexOf("cr/") === 0) { var cited = resolve(db, cleaned); return cited === null ? [] : [cited]; }
    var prefix = documentPrefix(db, cleaned), rest = prefix[1];
    documentId = documentId || prefix[0];
    var steps = stepsOf(db, rest), numbers = numbersOf(db, rest);
    if (!numbers.length && !steps.length) { numbers = numbersOf(db, strip(rest, "[]() ")); }
    var found = holders(db, rest.toLowerCase()).concat(steps, numbers, within(db, rest), db.names[nameKey(rest)] || [],
      db.cards[cardWords(rest).join(" ")] || []);
    return latestOfEachId(db, unique(found).filter(function (n) { return !documentId || db.docOf[n] === documentId; }));
  }
  function resolve(db, citation) {
    var text = strip(citation.trim(), "/");
    if (text.toLowerCase().indexOf("cr/") === 0) { text = text.slice(3); }
    var slash = text.indexOf("/"), ident = slash < 0 ? text : text.slice(0, slash), rest = slash < 0 ? "" : text.slice(slash + 1);
    var held = holders(db, ident.toLowerCase());
    if (!held.length) {
      var doc = db.docs.find(function (d) { return d.by_id && db.at[d.id + "/" + text] !== undefined; });
      return doc ? db.at[doc.id + "/" + text] : null;
    }
    var address = rest ? db.address[held[0]] + "/" + rest : db.address[held[0]];
    return db.at[address] === undefined ? null : db.at[address];
  }
  // The nodes of a source id, latest release first: at `<release>/<id>`, unless the tables say otherwise.
  function holders(db, ident) {
    if (db.ids[ident]) { return db.ids[ident]; }
    var found = [];
    if (ident.indexOf("/") >= 0) { return found; } // a path inside a release, not an id
    db.releases.forEach(function (d) { var n = db.at[d.id + "/" + ident]; if (n !== undefined && found.indexOf(n) < 0) { found.push(n); } });
    return found;
  }
  function documentPrefix(db, text) {
    var seps = ["/", " "];
    for (var i = 0; i < seps.length; i++) {
      var at = text.indexOf(seps[i]);
      if (at >= 0 && text.slice(at + 1) && db.docIndex[text.slice(0, at)] !== undefined) { return [text.slice(0, at), text.slice(at + 1).trim()]; }
    }
    var named = Q.releaseAndNumber(text);  // "CR 25.08 6.9.4b": a Comprehensive Rules release by its version
    if (named) {
      var releases = db.docs.filter(function (d) {
        return d.id.indexOf("-cr-") >= 0 && d.id.slice(-named[0].length - 1) === "-" + named[0];
      });
      return [releases.length === 1 ? releases[0].id : null, named[1]];  // a version no release has names none
    }
    return [null, text];
  }
  function stepsOf(db, text) {
    var step = parseStep(text);
    if (!step) { return []; }
    var found = [];
    (step[0] ? [step[0]] : db.analysis.structures).forEach(function (s) {
      db.docs.forEach(function (d) {
        var n = db.at[d.id + "/timing/" + s + "/" + step[1]];
        if (n !== undefined) { found.push(n); }
      });
    });
    return found;
  }
  function numbersOf(db, text) {
    var number = ruleNumber(text);
    if (number === null) { return []; }
    var shapes = ["/", "/section/"];
    if (/^(section|sec|§)/.test(text.toLowerCase())) { shapes.reverse(); }
    var found = (db.numbered[number] || []).slice();
    shapes.forEach(function (shape) {
      db.docs.forEach(function (d) { var n = db.at[d.id + shape + number]; if (n !== undefined) { found.push(n); } });
    });
    return found;
  }
  function within(db, text) {
    if (!text || text.indexOf(" ") >= 0) { return []; }
    return db.docs.map(function (d) { return db.at[d.id + "/" + text]; }).filter(function (n) { return n !== undefined; });
  }
  function idKey(db, n) { var d = db.docs[db.docIndex[db.docOf[n]]]; return d.by_id ? db.address[n].slice(d.id.length + 1) : null; }
  function latestOfEachId(db, nodes) {
    var seen = {};
    return nodes.filter(function (n) {
      var key = idKey(db, n);
      if (key !== null && seen[key]) { return false; }
      if (key !== null) { seen[key] = true; }
      return true;
    });
  }
  function isCurrent(db, n) { return db.current === null || db.docOf[n] === db.current; }

  // --- exact, then search (Lookup.find), then the cards and scenarios named (RulesDB.find) ---------
  function grouped(db, nodes) {
    var found = [];
    nodes.forEach(function (n) {
      var key = idKey(db, n);
      [n].concat(key === null ? [] : db.releases.map(function (d) { return db.at[d.id + "/" + key]; }))
        .forEach(function (m) { if (m !== undefined && found.indexOf(m) < 0) { found.push(m); } });
    });
    return groupRanked(db, found.map(function (n) { return { node: n, key: 0 }; }), found.length).map(function (g) {
      return hit(db, g.members[0], null, g.members);
    });
  }
  // A rule's label: its number and its first words, cut at a word (rulesdb.labels.title and excerpt).
  function label(db, number, text) {
    var limit = db.analysis.label_words, words = text.replace(/…$/, "").split(/\s+/).filter(Boolean).join(" ");
    var cut = words.length <= limit ? words : words.slice(0, limit).replace(/ [^ ]*$/, "").replace(/[,;:]+$/, "") + "…";
    return (number + " " + cut).trim();
  }
  function hit(db, n, score, members) {
    var node = db.nodes[n], text = db.excerpt(n);
    var found = { address: node[0], kind: node[1], document: db.docOf[n], title: node[2] === null ? label(db, node[3], text) : node[2], excerpt: text };
    if (score !== null) { found.score = Math.round(score * 10000) / 10000; }
    if (members.length > 1) {
      found.versions = members.map(function (m) { return { version: db.docs[db.docIndex[db.docOf[m]]].version, document: db.docOf[m], address: db.address[m] }; });
    }
    if (!isCurrent(db, n)) { found.superseded = true; }
    return found;
  }

  function lookupFind(db, text, limit, hints) {
    var parsed = parse(text), words = rulesWords(db, parsed.text) || parsed.text;
    var named = exact(db, parsed.text);
    if (!named.length) {
      var subjects = [words].concat(definitionSubjects(words));
      for (var i = 0; i < subjects.length && !named.length; i++) { named = exact(db, subjects[i]); }
    }
    var hits = [], corrected = null, byAddress = namesByAddress(parsed.text);
    if (!(named.length && byAddress)) {
      var found = search(db, words, Math.min(limit + named.length, db.analysis.max_limit), hints, parsed.text);
      hits = found.hits.filter(function (h) { return named.indexOf(db.at[h.address]) < 0; });
      corrected = found.didYouMean;
    }
    if (!named.length && corrected) {  // in the judge's words; looked up as typed, then as the rules' words
      named = exact(db, corrected);
      if (!named.length) { named = exact(db, rulesWords(db, corrected) || corrected); }
      hits = hits.filter(function (h) { return named.indexOf(db.at[h.address]) < 0; });
    }
    var first = named.filter(function (n) { return isCurrent(db, n); }).concat(named.filter(function (n) { return !isCurrent(db, n); }));
    var entries = grouped(db, first), shown = {};
    entries.forEach(function (e) { shown[e.address] = true; (e.versions || []).forEach(function (v) { shown[v.address] = true; }); });
    hits = hits.filter(function (h) { return !shown[h.address]; });
    if (!byAddress) { var moved = olderNamesAfterCurrentHits(db, entries, hits); entries = moved[0]; hits = moved[1]; }
    return { query: parsed.text, exact: entries, hits: hits.slice(0, limit), did_you_mean: corrected };
  }
  // A name only older documents use is listed after the current rules' best hit, not before it.
  function olderNamesAfterCurrentHits(db, entries, hits) {
    if (!entries.length || entries.some(function (e) { return !e.superseded; })) { return [entries, hits]; }
    var at = hits.findIndex(function (h) { return !h.superseded; });
    if (at < 0) { return [entries, hits]; }
    return [[], hits.slice(0, at + 1).concat(entries, hits.slice(at + 1))];
  }

  function find(db, text, limit) {
    limit = limit || 10;
    var Cat = root.rulesdbCatalogue;
    // the rules the cards' own words point to count too: guessed from the names as typed, searched
    // again below only when the cards named turn out otherwise (RulesDB.find)
    var guess = Cat.ruleIds(db.catalogue, Cat.cardsIn(db.catalogue, text).slice(0, Cat.SHOWN).map(function (c) { return { name: c }; }));
    var found = lookupFind(db, text, limit, guess);
    if (found.exact.length && namesByAddress(found.query)) { return Object.assign(found, { cards: [], scenarios: [] }); }
    var named = root.rulesdbCatalogue.extras(db.catalogue, found.query, found.did_you_mean, cardWords);
    var hints = Cat.ruleIds(db.catalogue, named.cards);
    if (named.spelling) {
      found = Object.assign(lookupFind(db, named.spelling, limit, hints), { query: found.query, did_you_mean: named.spelling });
    } else if (hints.join(" ") !== guess.join(" ")) {  // cards named as the search corrected the query
      found = lookupFind(db, text, limit, hints);
    }
    return Object.assign(found, { cards: named.cards, scenarios: named.scenarios });
  }

  // --- the tables, opened once ------------------------------------------------------------------
  function open(data) {
    if (data.format !== 1) { throw new Error("search data of format " + data.format + "; this page reads format 1"); }
    var db = { analysis: data.analysis, current: data.current, docs: data.docs, nodes: data.nodes, names: data.names,
      cards: data.cards, numbered: data.numbered, ids: data.ids, spellings: data.spellings, stop: {}, known: {}, impacts: {},
      printed: {},
      docIndex: {}, at: {}, address: [], docOf: [], boost: [], versionRank: [], members: [], keys: [], contentOf: [] };
    data.docs.forEach(function (d, i) { db.docIndex[d.id] = i; });
    db.releases = data.docs.filter(function (d) { return d.by_id; });
    data.analysis.stop.forEach(function (w) { db.stop[w] = true; });
    data.known.forEach(function (t) { db.known[t] = true; });
    (data.printed || []).forEach(function (w) { db.printed[w] = true; });
    var heading = {};
    (data.headings || []).forEach(function (n) { heading[n] = true; });
    Object.keys(data.impacts).forEach(function (term) {
      var flat = data.impacts[term], ids = [], scores = [], c = 0;
      for (var i = 0; i < flat.length; i += 2) { c += flat[i]; ids.push(c); scores.push(flat[i + 1] / data.analysis.units); }
      db.impacts[term] = [ids, scores];
    });
    data.nodes.forEach(function (node, n) {
      var doc = data.docs[node[5]];
      db.at[node[0]] = n;
      db.address.push(node[0]);
      db.docOf.push(doc.id);
      db.boost.push(heading[n] ? doc.boost * data.analysis.heading : doc.boost);  // a heading below its rules
      db.versionRank.push(doc.version_rank);
      db.keys.push(data.keys[n].map(function (k, i) { return i + ":" + k; }));
      var c = data.content[n];
      db.contentOf.push(c);
      (db.members[c] = db.members[c] || []).push(n);
    });
    db.members.forEach(function (m) { m.sort(function (a, b) { return db.boost[b] - db.boost[a] || a - b; }); });
    db.excerpt = function (n) { var e = data.nodes[n][4]; return typeof e === "number" ? data.nodes[e][4] : e; };
    db.catalogue = root.rulesdbCatalogue.open(data.catalogue, cardWords);
    return db;
  }

  // The node a text names by number, step, id, address or link (as the server's search opens it), else null.
  function address(db, text) {
    try {
      var named = namesByAddress(text) ? exact(db, text) : [];
      return named.length ? db.address[named[0]] : null;
    } catch (e) {
      if (e instanceof BadQuery) { return null; }
      throw e;
    }
  }

  // The phrase texts (offline/phrases.json), needed only by a query that quotes a phrase.
  function quotesPhrase(text) { try { return parse(text).phrases.length > 0; } catch (e) { return false; } }
  function addPhrases(db, data) { db.phrases = { texts: data.texts, analysed: [] }; }

  root.rulesdbFind = { open: open, find: find, address: address, hit: hit, quotesPhrase: quotesPhrase, addPhrases: addPhrases, BadQuery: BadQuery,
    terms: terms };
})(typeof window !== "undefined" ? window : globalThis);
