(function () {
  "use strict";
  var data = window.PANES_SEARCH_INDEX;
  if (!data) { return; }
  var W = data.weights, kinds = data.kinds, apiKindCount = kinds.indexOf("article");
  var docs = [], profiles = [], postings = new Map(), vocabulary = [], synonyms = new Map();

  function isUpper(c) { return c >= 65 && c <= 90; }
  function isLower(c) { return c >= 97 && c <= 122; }
  function isDigit(c) { return c >= 48 && c <= 57; }
  function lower(s) { return s.replace(/[A-Z]/g, function (ch) { return String.fromCharCode(ch.charCodeAt(0) + 32); }); }
  function runs(s) { return s.match(/[A-Za-z0-9]+/g) || []; }
  function codePoints(s) { return Array.from(s); }
  function camelParts(run) {
    var parts = [], start = 0;
    for (var i = 1; i < run.length; i++) {
      var c = run.charCodeAt(i);
      if (!isUpper(c)) { continue; }
      var p = run.charCodeAt(i - 1);
      var nextIsLower = i + 1 < run.length && isLower(run.charCodeAt(i + 1));
      if (isLower(p) || isDigit(p) || (isUpper(p) && nextIsLower)) { parts.push(run.slice(start, i)); start = i; }
    }
    parts.push(run.slice(start));
    return parts;
  }
  function camelWords(s) {
    var out = [];
    runs(s).forEach(function (run) { camelParts(run).forEach(function (part) { out.push(lower(part)); }); });
    return out;
  }
  function stem(w) {
    if (w.length > 3 && w.charAt(w.length - 1) === "s") {
      var b = w.charAt(w.length - 2);
      if (b !== "s" && b !== "u" && b !== "i") { return w.slice(0, -1); }
    }
    return w;
  }
  function unique(items) {
    var seen = new Set();
    return items.filter(function (x) { if (seen.has(x)) { return false; } seen.add(x); return true; });
  }
  function allowedTypos(n) { return n < 4 ? 0 : n < 8 ? 1 : 2; }
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
    if (a.length === 0 || b.length === 0) { return Math.min(Math.max(a.length, b.length), limit + 1); }
    var pp = new Array(b.length + 1).fill(0), prev = [], cur = new Array(b.length + 1).fill(0);
    for (var j = 0; j <= b.length; j++) { prev.push(j); }
    for (var i = 1; i <= a.length; i++) {
      cur[0] = i;
      var rowMin = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) { v = Math.min(v, pp[j - 2] + 1); }
        cur[j] = v;
        rowMin = Math.min(rowMin, v);
      }
      if (rowMin > limit) { return limit + 1; }
      var t = pp; pp = prev; prev = cur; cur = t;
    }
    return Math.min(prev[b.length], limit + 1);
  }
  function spelling(text) {
    if (text.charAt(0) === ".") { text = text.slice(1); }
    var labels = null, open = text.indexOf("(");
    if (open >= 0) {
      var inside = text.slice(open + 1), close = inside.indexOf(")");
      if (close >= 0) { inside = inside.slice(0, close); }
      labels = inside.split(":").map(function (l) { return lower(l.replace(/[ ,]/g, "")); })
        .filter(function (l) { return l.length > 0; });
      text = text.slice(0, open);
    }
    var path = text.split(".").filter(function (p) { return p.length > 0; });
    var base = path.length ? path[path.length - 1] : "";
    var owner = path.length > 1 ? path.slice(0, -1).join(".") : null;
    if (labels !== null && owner === null && base.length && isUpper(base.charCodeAt(0))) { owner = base; base = "init"; }
    owner = owner === null ? null : lower(owner);
    var last = owner === null ? null : owner.split(".").filter(function (p) { return p.length > 0; }).pop();
    return { owner: owner, base: lower(base), labels: labels, ownerLast: last === undefined ? owner : last };
  }
  function canName(q, s) {
    if (q.base !== s.base) { return false; }
    if (q.owner !== null && (s.owner === null || (s.owner !== q.owner && !s.owner.endsWith("." + q.owner)))) { return false; }
    if (q.labels === null) { return true; }
    if (s.labels === null) { return false; }
    var position = 0;
    for (var i = 0; i < q.labels.length; i++) {
      var found = s.labels.indexOf(q.labels[i], position);
      if (found < 0) { return false; }
      position = found + 1;
    }
    return true;
  }
  function profile(doc) {
    var symbol = spelling(doc.id);
    var aliasKeys = doc.aliases.map(function (a) { return lower(a.charAt(0) === "." ? a.slice(1) : a); })
      .filter(function (k) { return k !== symbol.base; });
    var open = doc.id.indexOf("(");
    var before = open >= 0 ? doc.id.slice(0, open) : doc.id;
    var cw = camelWords(before);
    var nameWords = new Set(cw.map(stem));
    nameWords.add(stem(symbol.base));
    if (symbol.ownerLast !== null) { nameWords.add(stem(symbol.ownerLast)); }
    var labelWords = new Set();
    (symbol.labels || []).forEach(function (l) { if (l !== "_") { labelWords.add(stem(l)); } });
    if (open >= 0) { camelWords(doc.id.slice(open)).forEach(function (w) { labelWords.add(stem(w)); }); }
    return {
      idKey: lower(doc.id), nameKey: lower(doc.name), symbol: symbol, camelWords: cw,
      aliasKeys: aliasKeys,
      nameWords: nameWords, labelWords: labelWords
    };
  }
  function camelMatches(q, words) {
    var failed = new Set(), width = words.length + 1;
    function match(qi, wi) {
      if (qi === q.length) { return true; }
      if (wi === words.length || failed.has(qi * width + wi)) { return false; }
      for (var next = wi; next < words.length; next++) {
        var word = words[next], length = 0;
        while (length < word.length && qi + length < q.length && word.charAt(length) === q.charAt(qi + length)) {
          length += 1;
          if (match(qi + length, next + 1)) { return true; }
        }
      }
      failed.add(qi * width + wi);
      return false;
    }
    return match(0, 0);
  }
  function parseQuery(text) {
    var squeezed = text.replace(/[ \t\n\r]/g, "");
    if (squeezed.charAt(0) === ".") { squeezed = squeezed.slice(1); }
    var words = unique(runs(text).map(lower));
    return { compact: lower(squeezed), original: squeezed, words: words, stems: unique(words.map(stem)) };
  }
  function nameScore(query, p) {
    var c = query.compact;
    if (c.length === 0) { return 0; }
    var best = 0, s = p.symbol, labelCount = s.labels === null ? 0 : s.labels.length;
    if (c === p.idKey || (c === p.nameKey && s.owner === null)) { best = W.exactName; }
    if (p.aliasKeys.indexOf(c) >= 0) { best = Math.max(best, W.exactAlias); }
    if (c.indexOf("(") >= 0) {
      var typed = spelling(query.original);
      if (canName(typed, s)) {
        best = Math.max(best, W.symbolSpelling - W.extraLabel * (labelCount - (typed.labels === null ? 0 : typed.labels.length)));
      }
    }
    if (query.words.length >= 2 && query.words[0] === s.base && s.labels !== null &&
        query.words.slice(1).every(function (w) { return s.labels.indexOf(w) >= 0; })) {
      best = Math.max(best, W.baseAndLabels);
    }
    if (c === s.base) {
      var ownerPenalty = s.owner !== null && s.base !== "init" ? W.ownedBase : 0;
      best = Math.max(best, W.exactBase - ownerPenalty - W.extraLabel * labelCount);
    }
    if (c === s.ownerLast) { best = Math.max(best, W.exactOwner - W.extraLabel * labelCount); }
    var cp = codePoints(c), length = cp.length;
    if (length < 2) { return best; }
    [p.nameKey, s.base].forEach(function (key) {
      if (key.startsWith(c)) { best = Math.max(best, W.prefix + Math.floor(W.coverage * length / codePoints(key).length)); }
    });
    if (!/^[a-z0-9]+$/.test(c)) { return best; }
    if (camelMatches(c, p.camelWords)) {
      var total = 0;
      p.camelWords.forEach(function (w) { total += w.length; });
      best = Math.max(best, W.camelCase + Math.floor(W.coverage * length / Math.max(total, 1)));
    }
    var allowed = allowedTypos(length);
    if (allowed === 0) { return best; }
    [p.nameKey, s.base].forEach(function (key) {
      var k = codePoints(key);
      var whole = distance(cp, k, allowed);
      if (whole <= allowed) { best = Math.max(best, W.typoName - W.perTypo * whole); }
      if (k.length > length) {
        var start = distance(cp, k.slice(0, length), allowed);
        if (start <= allowed) {
          best = Math.max(best, W.typoPrefix - W.perTypo * start + Math.floor(W.coverage * length / k.length));
        }
      }
    });
    return best;
  }
  function isMisspelt(word, nameWords) {
    var cp = codePoints(word), allowed = allowedTypos(cp.length);
    if (allowed === 0) { return false; }
    for (var w of nameWords) { if (distance(cp, codePoints(w), allowed) <= allowed) { return true; } }
    return false;
  }
  function wordBonus(query, p) {
    var bonus = 0;
    query.stems.forEach(function (word) {
      if (word.length < 2) { return; }
      if (p.nameWords.has(word)) { bonus += W.nameWord; }
      else if (p.labelWords.has(word)) { bonus += W.weakNameWord; }
      else if (!postings.has(word) && isMisspelt(word, p.nameWords)) { bonus += W.weakNameWord; }
      else if (synonyms.has(word)) {
        var terms = synonyms.get(word);
        if (terms.some(function (t) { return p.nameWords.has(t); })) { bonus += W.nameWord; }
        else if (terms.some(function (t) { return p.labelWords.has(t); })) { bonus += W.weakNameWord; }
      }
    });
    return bonus;
  }
  function addList(list, scores) {
    for (var i = 0; i < list.length; i += 2) { scores[list[i]] += list[i + 1]; }
  }
  function addBestOf(terms, scores) {
    var best = new Map();
    terms.forEach(function (term) {
      var list = postings.get(term);
      if (!list) { return; }
      for (var i = 0; i < list.length; i += 2) { best.set(list[i], Math.max(best.get(list[i]) || 0, list[i + 1])); }
    });
    best.forEach(function (points, doc) { scores[doc] += Math.floor(points / W.expansionDivisor); });
  }
  function typoNeighbours(word) {
    var cp = codePoints(word), allowed = allowedTypos(cp.length);
    if (allowed === 0) { return []; }
    return vocabulary.filter(function (term) {
      return Math.abs(term.length - cp.length) <= allowed && distance(cp, codePoints(term), allowed) <= allowed;
    });
  }
  function search(text, limit, kind) {
    var query = parseQuery(String(text));
    if (limit === undefined || limit === null) { limit = 20; }
    if (query.compact.length === 0 || limit <= 0) { return []; }
    var scores = new Array(docs.length).fill(0);
    query.stems.forEach(function (word) {
      if (postings.has(word)) { addList(postings.get(word), scores); } else { addBestOf(typoNeighbours(word), scores); }
      if (synonyms.has(word)) { addBestOf(synonyms.get(word), scores); }
    });
    profiles.forEach(function (p, i) {
      if (!p) { return; }
      var named = nameScore(query, p) + wordBonus(query, p);
      scores[i] += named + (named > 0 && docs[i].documented ? W.documented : 0);
      if (docs[i].deprecated && scores[i] > 0) { scores[i] = Math.max(1, scores[i] - W.deprecated); }
    });
    var ranked = [];
    for (var i = 0; i < docs.length; i++) {
      if (scores[i] > 0 && (!kind || docs[i].kind === kind)) { ranked.push(i); }
    }
    ranked.sort(function (l, r) {
      if (scores[l] !== scores[r]) { return scores[r] - scores[l]; }
      var a = docs[l], b = docs[r];
      if (a.documented !== b.documented) { return a.documented ? -1 : 1; }
      if (a.kindRank !== b.kindRank) { return a.kindRank - b.kindRank; }
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
    return ranked.slice(0, limit).map(function (i) {
      var d = docs[i];
      return { id: d.id, name: d.name, kind: d.kind, title: d.title, summary: d.summary, path: d.path, score: scores[i] };
    });
  }

  data.docs.forEach(function (row) {
    var doc = { id: row[0], name: row[1], kindRank: row[2], kind: kinds[row[2]], title: row[3], summary: row[4],
      path: row[5], documented: (row[6] & 1) === 1, deprecated: (row[6] & 2) === 2, aliases: row[7] };
    docs.push(doc);
    profiles.push(doc.kindRank < apiKindCount ? profile(doc) : null);
  });
  Object.keys(data.terms).forEach(function (term) {
    var deltas = data.terms[term], list = [], previous = 0;
    for (var i = 0; i < deltas.length; i += 2) { previous += deltas[i]; list.push(previous, deltas[i + 1]); }
    postings.set(term, list);
    vocabulary.push(term);
  });
  Object.keys(data.synonyms).forEach(function (word) { synonyms.set(word, data.synonyms[word]); });
  window.panesSearch = search;
})();
