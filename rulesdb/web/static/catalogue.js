// The cards and scenarios a query names, as the server finds them (rulesdb/search/catalogue.py): card
// names written in the query (the documents' cards and the card data's others), else the documents' cards
// written a letter or two off (difflib's similarity, 85%), and the scenarios that use every card named,
// or whose title has every word of a card-less query.
(function (root) {
  "use strict";
  var SHOWN = 5;
  var NOT_W = "(?![\\p{L}\\p{N}_])", NOT_W_BEFORE = "(?<![\\p{L}\\p{N}_])";

  function open(data, words) {
    var catalogue = { words: words, cards: new Map(), named: new Map(), mentions: {}, rules: {}, byFirst: {}, byInitial: {},
      scenarios: data.scenarios, pool: {}, together: data.together || {} };
    (data.pool || []).forEach(function (title) { catalogue.pool[words(title).join(" ")] = title; });
    data.cards.forEach(function (card) {
      var key = words(card[0]);
      if (!key.length) { return; }
      var joined = key.join(" ");
      catalogue.cards.set(joined, card[0]);
      catalogue.mentions[joined] = card[1];
      catalogue.rules[card[0]] = card[2] || [];
      (catalogue.byFirst[key[0]] = catalogue.byFirst[key[0]] || []).push(key);
      (catalogue.byInitial[key[0][0]] = catalogue.byInitial[key[0][0]] || []).push(key);
    });
    // the card data's other cards a question may name (card_names.py): found as written, never misspelt
    function named(text, title) {
      var key = words(text);
      if (!key.length) { return; }
      catalogue.named.set(key.join(" "), title);
      (catalogue.byFirst[key[0]] = catalogue.byFirst[key[0]] || []).push(key);
    }
    (data.named || []).forEach(function (card) { named(card[0], card[0]); catalogue.rules[card[0]] = card[1] || []; });
    (data.heads || []).forEach(function (head) { named(head[0], head[1]); });  // "Noise", "Tao Salonga"
    // "Hedge Funds": a name's plural names the card (catalogue.Catalogue.plural)
    catalogue.plural = new Map();
    (data.plural || []).forEach(function (p) {
      var key = words(p[0]);
      catalogue.plural.set(key.join(" "), p[1]);
      (catalogue.byFirst[key[0]] = catalogue.byFirst[key[0]] || []).push(key);
    });
    return catalogue;
  }

  function same(a, b) { return a.length === b.length && a.every(function (w, i) { return w === b[i]; }); }

  // Card names written in the text, in order, the longest where two overlap.
  function cardsIn(catalogue, text) {
    var words = catalogue.words(text), found = [], i = 0;
    while (i < words.length) {
      var match = null;
      (catalogue.byFirst[words[i]] || []).forEach(function (k) {
        if (same(words.slice(i, i + k.length), k) && (!match || k.length > match.length)) { match = k; }
      });
      var name = match && (catalogue.cards.get(match.join(" ")) || catalogue.named.get(match.join(" ")) ||
        catalogue.plural.get(match.join(" ")));
      if (name && found.indexOf(name) < 0) { found.push(name); }
      i += match ? match.length : 1;
    }
    return found;
  }

  // difflib.SequenceMatcher(None, a, b).ratio(): twice the matched characters over both lengths.
  function ratio(a, b) {
    var where = {};
    for (var j = 0; j < b.length; j++) { (where[b[j]] = where[b[j]] || []).push(j); }
    return 2 * matched(a, b, where, 0, a.length, 0, b.length) / (a.length + b.length || 1);
  }
  function matched(a, b, where, alo, ahi, blo, bhi) {
    var besti = alo, bestj = blo, best = 0, lengths = {};
    for (var i = alo; i < ahi; i++) {
      var next = {}, places = where[a[i]] || [];
      for (var p = 0; p < places.length; p++) {
        var j = places[p];
        if (j < blo) { continue; }
        if (j >= bhi) { break; }
        var k = next[j] = (lengths[j - 1] || 0) + 1;
        if (k > best) { besti = i - k + 1; bestj = j - k + 1; best = k; }
      }
      lengths = next;
    }
    if (!best) { return 0; }
    return best + (alo < besti && blo < bestj ? matched(a, b, where, alo, besti, blo, bestj) : 0) +
      (besti + best < ahi && bestj + best < bhi ? matched(a, b, where, besti + best, ahi, bestj + best, bhi) : 0);
  }

  // Card names written a letter or two off ("hedge fnd"), and the text with them written right.
  function misspeltCardsIn(catalogue, text) {
    var words = catalogue.words(text), found = [];
    words.forEach(function (word, i) {
      (catalogue.byInitial[word[0]] || []).forEach(function (k) {
        var written = words.slice(i, i + k.length), joined = written.join(" ");
        if (joined.length >= 5 && ratio(joined, k.join(" ")) >= 0.85) {
          var name = catalogue.cards.get(k.join(" "));
          found.push(name);
          var run = written.map(function (w) { return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("[^\\p{L}\\p{N}_]+");
          text = text.replace(new RegExp(NOT_W_BEFORE + run + NOT_W, "iu"), function () { return name; });
        }
      });
    });
    return [found.filter(function (n, i) { return found.indexOf(n) === i; }), text];
  }

  function matchingScenarios(catalogue, text, cards) {
    var words = catalogue.words, found;
    if (cards.length) {
      found = catalogue.scenarios.filter(function (s) { return cards.every(function (c) { return s[2].indexOf(c) >= 0; }); });
    } else {
      var wanted = words(text).filter(function (w) { return w.length > 2; });
      found = catalogue.scenarios.filter(function (s) {
        var title = words(s[1]);
        return wanted.length && wanted.every(function (w) { return title.indexOf(w) >= 0; });
      });
    }
    var asked = words(text);
    function shared(s) { return words(s[1]).filter(function (w, i, all) { return all.indexOf(w) === i && asked.indexOf(w) >= 0; }).length; }
    found = found.map(function (s) { return [s, shared(s)]; });
    found.sort(function (x, y) { return y[1] - x[1] || x[0][0].length - y[0][0].length || (x[0][0] < y[0][0] ? -1 : x[0][0] > y[0][0] ? 1 : 0); });
    return found.slice(0, SHOWN).map(function (p) { return { id: p[0][0], title: p[0][1], cards: p[0][2] }; });
  }

  // {cards, scenarios, spelling}: what rulesdb.search.catalogue.extras answers.
  function extras(catalogue, query, corrected) {
    var text = corrected || query;
    var cards = cardsIn(catalogue, text), spelling = null;
    if (!cards.length) {
      var misspelt = misspeltCardsIn(catalogue, text);
      cards = misspelt[0];
      spelling = cards.length ? misspelt[1] : null;
    }
    var pooled = cards.length ? null : catalogue.pool[catalogue.words(query).join(" ")];
    return {
      spelling: spelling,
      cards: pooled ? [{ name: pooled, mentions: 0 }] :
        cards.slice(0, SHOWN).map(function (c) { return { name: c, mentions: catalogue.mentions[catalogue.words(c).join(" ")] || 0 }; }),
      scenarios: matchingScenarios(catalogue, spelling || text, cards)
    };
  }

  // The source ids of the rules the named cards' texts point to, each once, then those on how their
  // effects meet for each keyword two or more of them say (RulesDB.card_rule_ids, card_rules.rules_of_cards).
  function ruleIds(catalogue, cards) {
    var found = [], saying = {};
    function add(r) { if (found.indexOf(r) < 0) { found.push(r); } }
    cards.forEach(function (c) {
      var own = [];
      (catalogue.rules[c.name] || []).forEach(function (r) { if (own.indexOf(r) < 0) { own.push(r); } });
      own.forEach(function (r) { add(r); saying[r] = (saying[r] || 0) + 1; });
    });
    found.filter(function (r) { return catalogue.together[r] && saying[r] >= 2; }).forEach(function (r) {
      catalogue.together[r].forEach(add);
    });
    return found;
  }

  root.rulesdbCatalogue = { open: open, extras: extras, ratio: ratio, ruleIds: ruleIds, cardsIn: cardsIn, SHOWN: SHOWN };
})(typeof window !== "undefined" ? window : globalThis);
