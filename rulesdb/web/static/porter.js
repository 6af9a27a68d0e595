// The Porter stemmer exactly as the server's index applies it (Whoosh's whoosh.lang.porter.stem,
// including its quirks: the "at/bl/iz" and double-consonant tests of step 1b match whole words only),
// so a word typed in the browser meets the same term as on the server. Written from the algorithm's
// description; tests/web/test_search_parity.py compares it with the server's on every indexed word.
(function (root) {
  "use strict";
  var STEP2 = { ational: "ate", tional: "tion", enci: "ence", anci: "ance", izer: "ize", bli: "ble", alli: "al",
    entli: "ent", eli: "e", ousli: "ous", ization: "ize", ation: "ate", ator: "ate", alism: "al", iveness: "ive",
    fulness: "ful", ousness: "ous", aliti: "al", iviti: "ive", biliti: "ble", logi: "log" };
  var STEP3 = { icate: "ic", ative: "", alize: "al", iciti: "ic", ical: "ic", ful: "", ness: "" };
  var C = "[^aeiouy]+", V = "[aeiou]+";
  var MGR0 = new RegExp("^(" + C + ")?" + V + C);
  var MEQ1 = new RegExp("^(" + C + ")?" + V + C + "(" + V + ")?$");
  var MGR1 = new RegExp("^(" + C + ")?" + V + C + V + C);
  var S_V = new RegExp("^(" + C + ")?[aeiouy]");
  var C_V = new RegExp("^" + C + "[aeiouy][^aeiouwxy]$");
  var ED_ING = /^(.*)(ed|ing)$/;
  var AT_BL_IZ = /^(at|bl|iz)$/;
  var DOUBLE = /^([^aeiouylsz])\1$/;
  var S2 = new RegExp("^(.+?)(" + Object.keys(STEP2).join("|") + ")$");
  var S3 = new RegExp("^(.+?)(" + Object.keys(STEP3).join("|") + ")$");
  var S4 = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;
  var S4_ION = /^(.+?)(s|t)(ion)$/;
  var S5 = /^(.+?)e$/;
  var cache = Object.create(null);

  function stem(word) {
    var found = cache[word];
    if (found === undefined) { found = cache[word] = porter(word); }
    return found;
  }

  function porter(w) {
    if (w.length < 3) { return w; }
    var firstY = w[0] === "y", m;
    if (firstY) { w = "Y" + w.slice(1); }
    if (/s$/.test(w)) {
      if (/sses$/.test(w) || /ies$/.test(w)) { w = w.slice(0, -2); } else if (w[w.length - 2] !== "s") { w = w.slice(0, -1); }
    }
    if (/eed$/.test(w)) {
      if (MGR0.test(w.slice(0, -3))) { w = w.slice(0, -1); }
    } else if ((m = ED_ING.exec(w)) && S_V.test(m[1])) {
      w = m[1];
      if (AT_BL_IZ.test(w)) { w += "e"; } else if (DOUBLE.test(w)) { w = w.slice(0, -1); } else if (C_V.test(w)) { w += "e"; }
    }
    if (/y$/.test(w) && S_V.test(w.slice(0, -1))) { w = w.slice(0, -1) + "i"; }
    if ((m = S2.exec(w)) && MGR0.test(m[1])) { w = m[1] + STEP2[m[2]]; }
    if ((m = S3.exec(w)) && MGR0.test(m[1])) { w = m[1] + STEP3[m[2]]; }
    if ((m = S4.exec(w))) {
      if (MGR1.test(m[1])) { w = m[1]; }
    } else if ((m = S4_ION.exec(w)) && MGR1.test(m[1] + m[2])) {
      w = m[1] + m[2];
    }
    if ((m = S5.exec(w)) && (MGR1.test(m[1]) || (MEQ1.test(m[1]) && !C_V.test(m[1])))) { w = m[1]; }
    if (/ll$/.test(w) && MGR1.test(w)) { w = w.slice(0, -1); }
    if (firstY) { w = "y" + w.slice(1); }
    return w;
  }

  root.rulesdbPorter = stem;
})(typeof window !== "undefined" ? window : globalThis);
