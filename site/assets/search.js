(function () {
"use strict";
var W = null, Q = null, kindOrder = [];
var kindOf = [], flagsOf = [], subjectsOf = [], sectionsOf = new Map(), profiles = new Map();
var vocabulary = [], vocabularySet = new Set(), synonyms = new Map(), otherNames = new Map();
var stopWords = new Set(), choiceWords = new Set(), platformWordStems = new Set();
var termShards = 1, detailBlock = 1, postings = new Map(), headings = new Map(), loadedShards = new Set(), details = new Map();

function isUpper(c) { return c >= 65 && c <= 90; }
function isLower(c) { return c >= 97 && c <= 122; }
function isDigit(c) { return c >= 48 && c <= 57; }
var wordScalar = /[\p{L}\p{N}]/u;
function isWordScalar(ch) {
var c = ch.codePointAt(0);
return c < 128 ? isUpper(c) || isLower(c) || isDigit(c) : wordScalar.test(ch);
}
function isCJK(c) {
return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x3040 && c <= 0x30FF) ||
(c >= 0x3130 && c <= 0x318F) || (c >= 0x31F0 && c <= 0x31FF) || (c >= 0x3400 && c <= 0x4DBF) ||
(c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xAC00 && c <= 0xD7AF) ||
(c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF66 && c <= 0xFF9F) || (c >= 0x20000 && c <= 0x3134F);
}
function lowerPoints(points) {
var out = "";
for (var i = 0; i < points.length; i++) {
var ch = points[i], c = ch.codePointAt(0);
out += c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : c < 128 ? ch : ch.toLowerCase();
}
return out;
}
function lower(s) { return lowerPoints(Array.from(s)); }
function runs(s) {
var out = [], current = [], currentCJK = false;
Array.from(s).forEach(function (ch) {
if (!isWordScalar(ch)) {
if (current.length) { out.push({ points: current, cjk: currentCJK }); }
current = [];
return;
}
var cjk = isCJK(ch.codePointAt(0));
if (current.length && cjk !== currentCJK) { out.push({ points: current, cjk: currentCJK }); current = []; }
current.push(ch);
currentCJK = cjk;
});
if (current.length) { out.push({ points: current, cjk: currentCJK }); }
return out;
}
function bigrams(points) {
if (points.length < 2) { return [lowerPoints(points)]; }
var out = [];
for (var i = 0; i + 1 < points.length; i++) { out.push(lowerPoints(points.slice(i, i + 2))); }
return out;
}
function words(s) {
var out = [];
runs(s).forEach(function (run) { if (run.cjk) { out = out.concat(bigrams(run.points)); } else { out.push(lowerPoints(run.points)); } });
return out;
}
function terms(s) {
var out = [];
runs(s).forEach(function (run) {
if (run.cjk) { out = out.concat(bigrams(run.points)); return; }
out.push(stem(lowerPoints(run.points)));
var parts = camelParts(run.points);
if (parts.length > 1) { parts.forEach(function (part) { out.push(stem(lowerPoints(part))); }); }
});
return out;
}
function camelParts(points) {
var parts = [], start = 0;
function code(i) { return points[i].codePointAt(0); }
for (var i = 1; i < points.length; i++) {
if (!isUpper(code(i))) { continue; }
var p = code(i - 1);
var nextIsLower = i + 1 < points.length && isLower(code(i + 1));
if (isLower(p) || isDigit(p) || (isUpper(p) && nextIsLower)) { parts.push(points.slice(start, i)); start = i; }
}
parts.push(points.slice(start));
return parts;
}
function camelWords(s) {
var out = [];
runs(s).forEach(function (run) { if (!run.cjk) { camelParts(run.points).forEach(function (part) { out.push(lowerPoints(part)); }); } });
return out;
}
function isConsonant(c) { return c >= 97 && c <= 122 && "aeiouy".indexOf(String.fromCharCode(c)) < 0; }
function stem(w) {
if (w.length <= 3 || !/^[\x00-\x7f]*$/.test(w)) { return w; }
var n = w.length;
function ends(x) { return w.endsWith(x); }
if (ends("ies") && n > 4) {
w = w.slice(0, -3) + "y";
} else if ((ends("ing") && n >= 6) || (ends("ed") && n >= 5)) {
w = w.slice(0, ends("ing") ? -3 : -2);
var last = w.charCodeAt(w.length - 1);
if (w.length >= 3 && last === w.charCodeAt(w.length - 2) && isConsonant(last) && "lsz".indexOf(w.charAt(w.length - 1)) < 0) {
w = w.slice(0, -1);
}
} else if (ends("es") && n >= 5 && ("sxz".indexOf(w.charAt(n - 3)) >= 0 || ends("ches") || ends("shes"))) {
w = w.slice(0, -2);
} else if (ends("s") && "sui".indexOf(w.charAt(n - 2)) < 0) {
w = w.slice(0, -1);
}
if (w.length >= 4 && w.charAt(w.length - 1) === "e") { w = w.slice(0, -1); }
return w;
}
function unique(items) {
var seen = new Set();
return items.filter(function (x) { if (seen.has(x)) { return false; } seen.add(x); return true; });
}
function allowedTypos(n) { return n < 4 ? 0 : n < 8 ? 1 : 2; }
var letterCounts = new Int32Array(128);
function fewLettersDiffer(a, b, n, limit) {
var i, differ = 0;
for (i = 0; i < a.length; i++) { if (a[i].charCodeAt(0) >= 128) { return true; } }
for (i = 0; i < n; i++) { if (b[i].charCodeAt(0) >= 128) { return true; } }
for (i = 0; i < a.length; i++) { letterCounts[a[i].charCodeAt(0)] += 1; }
for (i = 0; i < n; i++) { letterCounts[b[i].charCodeAt(0)] -= 1; }
for (i = 0; i < a.length; i++) { differ += Math.abs(letterCounts[a[i].charCodeAt(0)]); letterCounts[a[i].charCodeAt(0)] = 0; }
for (i = 0; i < n; i++) { differ += Math.abs(letterCounts[b[i].charCodeAt(0)]); letterCounts[b[i].charCodeAt(0)] = 0; }
return differ <= 2 * limit;
}
function distance(a, b, limit, bLength) {
var n = bLength === undefined ? b.length : bLength;
if (Math.abs(a.length - n) > limit) { return limit + 1; }
if (a.length === 0 || n === 0) { return Math.min(Math.max(a.length, n), limit + 1); }
if (!fewLettersDiffer(a, b, n, limit)) { return limit + 1; }
var pp = new Array(n + 1).fill(0), prev = [], cur = new Array(n + 1).fill(0);
for (var j = 0; j <= n; j++) { prev.push(j); }
for (var i = 1; i <= a.length; i++) {
cur[0] = i;
var rowMin = i;
for (j = 1; j <= n; j++) {
var cost = a[i - 1] === b[j - 1] ? 0 : 1;
var v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) { v = Math.min(v, pp[j - 2] + 1); }
cur[j] = v;
rowMin = Math.min(rowMin, v);
}
if (rowMin > limit) { return limit + 1; }
var t = pp; pp = prev; prev = cur; cur = t;
}
return Math.min(prev[n], limit + 1);
}
function spelling(text) {
if (text.charAt(0) === ".") { text = text.slice(1); }
var labels = null, open = text.indexOf("(");
if (open >= 0) {
var inside = text.slice(open + 1), close = inside.indexOf(")");
if (close >= 0) { inside = inside.slice(0, close); }
var segments = inside.split(":");
labels = segments.slice(0, -1).map(function (segment) {
var parts = segment.split(/[ ,]/).filter(function (p) { return p.length > 0; });
return lower(parts.length ? parts[parts.length - 1] : "");
}).filter(function (l) { return l.length > 0; });
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
var wholeWord = symbol.owner === null ? stem(symbol.base) : symbol.base === "init" && symbol.ownerLast !== null ? stem(symbol.ownerLast) : null;
return {
idKey: lower(doc.id), nameKey: lower(doc.name), symbol: symbol, camelWords: cw, caseBase: before.split(".").pop(),
aliasKeys: aliasKeys, nameWords: nameWords, labelWords: labelWords, wholeWord: wholeWord
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
function wordRuns(list, length) {
var out = [];
for (var i = 0; i + length <= list.length; i++) { out.push(list.slice(i, i + length).join("")); }
return out;
}
function isSpace(ch) { return ch === " " || ch === "\t" || ch === "\n" || ch === "\r"; }
function withoutStringLiterals(text) {
if (text.indexOf("(") < 0) { return text; }
var kept = "", inLiteral = false;
Array.from(text).forEach(function (ch) {
if (ch === '"') { inLiteral = !inLiteral; kept += " "; } else if (!inLiteral) { kept += ch; }
});
return kept;
}
function parseQuery(typed) {
var text = Array.from(typed).slice(0, Q.maximumLength).join("");
var squeezed = Array.from(text).filter(function (ch) { return !isSpace(ch); }).join("");
if (squeezed.charAt(0) === ".") { squeezed = squeezed.slice(1); }
var ws = unique(words(withoutStringLiterals(text)).map(function (w) { return Object.prototype.hasOwnProperty.call(Q.numbers, w) ? Q.numbers[w][0] : w; }));
var stems = unique(ws.map(stem));
var intents = new Set();
ws.forEach(function (w) { if (Object.prototype.hasOwnProperty.call(Q.intents, w)) { intents.add(Q.intents[w][0]); } });
var platforms = [];
ws.forEach(function (w) { if (Object.prototype.hasOwnProperty.call(Q.platforms, w)) { platforms = platforms.concat(Q.platforms[w]); } });
var keyPath = null, at = text.indexOf("\\.");
if (at >= 0) {
var after = "";
for (var ch of Array.from(text.slice(at + 2))) { if (isWordScalar(ch) || ch === "_") { after += ch; } else { break; } }
keyPath = after.length ? lower(after) : null;
}
return {
compact: lower(squeezed), original: squeezed, words: ws, stems: stems,
contentStems: stems.filter(function (w) { return !stopWords.has(w); }), intents: intents, keyPath: keyPath,
platformStems: unique(platforms.map(stem)), wordPairs: wordRuns(ws, 2),
wordGrams: wordRuns(ws, 1).concat(wordRuns(ws, 2), wordRuns(ws, 3))
};
}
function isUpperCode(c) { return c >= 65 && c <= 90; }
function nameScore(query, p) {
var best = ruleScore(query, p), typed = query.original;
if (best === 0) { return 0; }
if (typed === p.caseBase) { return best + W.exactCase; }
if (!/[A-Z]/.test(typed) || p.caseBase.length === 0) { return best; }
return isUpperCode(typed.charCodeAt(0)) === isUpperCode(p.caseBase.charCodeAt(0)) ? best + W.firstLetterCase : best;
}
function ruleScore(query, p) {
var c = query.compact;
if (c.length === 0) { return 0; }
var best = 0, s = p.symbol, labelCount = s.labels === null ? 0 : s.labels.length;
if (c === p.idKey || (c === p.nameKey && s.owner === null) || query.keyPath === p.idKey) { best = W.exactName; }
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
var ownerPenalty = s.owner !== null && s.base !== "init" ? W.ownedBase : 0;
if (c === s.base) {
best = Math.max(best, W.exactBase - ownerPenalty - W.extraLabel * labelCount);
}
if (c === s.ownerLast) { best = Math.max(best, W.exactOwner - W.extraLabel * labelCount); }
var cp = Array.from(c), length = cp.length;
if (length < 2) { return best; }
[p.nameKey, s.base].forEach(function (key) {
if (key.startsWith(c)) { best = Math.max(best, W.prefix + Math.floor(W.coverage * length / Array.from(key).length) - ownerPenalty); }
});
if (!/^[a-z0-9]+$/.test(c)) { return best; }
var allowed = allowedTypos(length);
var misspelt = p.camelWords.some(function (w) { return w !== c && distance(cp, Array.from(w), allowed) <= allowed; });
if (!misspelt && camelMatches(c, p.camelWords)) {
var total = 0;
p.camelWords.forEach(function (w) { total += Array.from(w).length; });
best = Math.max(best, W.camelCase + Math.floor(W.coverage * length / Math.max(total, 1)));
}
if (allowed === 0) { return best; }
[p.nameKey, s.base].forEach(function (key) {
var k = Array.from(key);
var whole = distance(cp, k, allowed);
if (whole <= allowed) { best = Math.max(best, W.typoName - W.perTypo * whole - ownerPenalty); }
if (k.length > length) {
var start = distance(cp, k, allowed, length);
if (start <= allowed) {
best = Math.max(best, W.typoPrefix - W.perTypo * start + Math.floor(W.coverage * length / k.length) - ownerPenalty);
}
}
});
return best;
}
function isMisspelt(word, nameWords) {
var cp = Array.from(word), allowed = allowedTypos(cp.length);
if (allowed === 0) { return false; }
for (var w of nameWords) { if (distance(cp, Array.from(w), allowed) <= allowed) { return true; } }
return false;
}
function wordBonus(query, p) {
var bonus = 0;
query.contentStems.forEach(function (word) {
if (Array.from(word).length < 2) { return; }
if (p.nameWords.has(word)) { bonus += W.nameWord + (word === p.wholeWord ? W.wholeWord : 0); }
else if (p.labelWords.has(word)) { bonus += W.weakNameWord; }
else if (!vocabularySet.has(word) && isMisspelt(word, p.nameWords)) { bonus += W.weakNameWord; }
else if (synonyms.has(word)) {
var terms = synonyms.get(word);
if (terms.some(function (t) { return p.nameWords.has(t); })) { bonus += W.nameWord; }
else if (terms.some(function (t) { return p.labelWords.has(t); })) { bonus += W.weakNameWord; }
}
});
return bonus;
}
function headingDocs(term) { return decoded(headings, term, 1) || []; }
function addTitleScores(query, scores) {
var points = new Map(), matched = new Map(), direct = new Map(), subjectCount = 0;
function credit(doc, value, got) {
if (got.has(doc)) { return; }
got.add(doc);
points.set(doc, (points.get(doc) || 0) + value);
matched.set(doc, (matched.get(doc) || 0) + 1);
}
query.contentStems.forEach(function (word) {
headingDocs(word).forEach(function (doc) { direct.set(doc, (direct.get(doc) || 0) + 1); });
if (Array.from(word).length < 2) { return; }
subjectCount += 1;
var got = new Set();
headingDocs(word).forEach(function (doc) { credit(doc, W.titleWord, got); });
if (platformWordStems.has(word)) { headingDocs("platform").forEach(function (doc) { credit(doc, W.titleWord, got); }); }
headingDocs(word).forEach(function (doc) {
(sectionsOf.get(doc) || []).forEach(function (section) { credit(section, W.articleWord, got); });
});
(synonyms.get(word) || []).forEach(function (term) {
headingDocs(term).forEach(function (doc) { credit(doc, W.articleWord, got); });
});
});
var subjects = query.contentStems.length;
matched.forEach(function (count, doc) {
var value = points.get(doc);
if (count === subjectCount) { value += W.titleWhole; }
if (subjects === subjectsOf[doc] && direct.get(doc) === subjects) { value += W.titleExact; }
if (query.intents.has("comparison") && (flagsOf[doc] & 8) === 8) { value += W.choiceHeading; }
if (query.intents.has("page") && kindOrder[kindOf[doc]] === "article") { value += W.pageIntent; }
scores[doc] += value;
});
}
function addList(list, scores) {
for (var i = 0; i < list.length; i += 2) { scores[list[i]] += list[i + 1]; }
}
function addBestOf(terms, scores) {
var best = new Map();
terms.forEach(function (term) {
var list = decoded(postings, term, 2);
if (!list) { return; }
for (var i = 0; i < list.length; i += 2) { best.set(list[i], Math.max(best.get(list[i]) || 0, list[i + 1])); }
});
best.forEach(function (points, doc) { scores[doc] += Math.floor(points / W.expansionDivisor); });
}
function applyCoverage(query, spellings, scores) {
var words = Array.from(new Set(query.contentStems.filter(function (w) { return Array.from(w).length >= 2; })));
if (words.length < W.coverageMinimumWords) { return; }
var held = new Int32Array(scores.length), seen = new Int32Array(scores.length);
words.forEach(function (word, number) {
var terms = spellings.get(word).concat(synonyms.get(word) || []);
terms.forEach(function (term) {
var list = decoded(postings, term, 2);
if (!list) { return; }
for (var i = 0; i < list.length; i += 2) {
if (seen[list[i]] !== number + 1) { seen[list[i]] = number + 1; held[list[i]] += 1; }
}
});
});
for (var i = 0; i < scores.length; i++) {
if (scores[i] > 0) { scores[i] = Math.floor(scores[i] * (W.coverageDamping + held[i]) / (W.coverageDamping + words.length)); }
}
}
function typoNeighbours(word) {
var cp = Array.from(word), allowed = allowedTypos(cp.length);
if (allowed === 0) { return []; }
return vocabulary.filter(function (term) {
var tp = Array.from(term);
return Math.abs(tp.length - cp.length) <= allowed && distance(cp, tp, allowed) <= allowed;
});
}
function addOtherNames(query, scores) {
var key = query.words.join(""), whole = otherNames.get(key);
if (whole) {
whole.forEach(function (doc, order) { scores[doc] += W.otherNameExact - W.otherNameOrder * order; });
return;
}
var cp = Array.from(key), allowed = allowedTypos(cp.length);
if (allowed > 0 && query.words.length === 1 && !vocabularySet.has(query.stems[0])) {
var best = new Map();
otherNames.forEach(function (docs, name) {
var typos = distance(cp, Array.from(name), allowed);
if (typos > allowed) { return; }
docs.forEach(function (doc, order) { best.set(doc, Math.max(best.get(doc) || 0, W.typoName - W.perTypo * typos - W.otherNameOrder * order)); });
});
best.forEach(function (points, doc) { scores[doc] += points; });
}
query.wordGrams.forEach(function (key) {
(otherNames.get(key) || []).forEach(function (doc, order) { scores[doc] += W.otherNameWord - W.otherNameOrder * order; });
});
}
function neededTerms(query) {
var terms = [];
query.stems.forEach(function (word) {
terms = terms.concat(vocabularySet.has(word) ? [word] : typoNeighbours(word));
terms = terms.concat(synonyms.get(word) || []);
});
query.wordPairs.forEach(function (pair) { terms = terms.concat(synonyms.get(pair) || []); });
var platform = query.contentStems.some(function (word) { return platformWordStems.has(word); });
return terms.concat(query.contentStems, platform ? ["platform"] : []);
}
function shardOf(term) {
var hash = 2166136261, bytes = new TextEncoder().encode(term);
for (var i = 0; i < bytes.length; i++) { hash = Math.imul(hash ^ bytes[i], 16777619) >>> 0; }
return hash % termShards;
}
function needs(text) {
if (W === null) { return ["core.js"]; }
var missing = new Set();
neededTerms(parseQuery(String(text))).forEach(function (term) {
var shard = shardOf(term);
if (!loadedShards.has(shard)) { missing.add("terms-" + shard + ".js"); }
});
return Array.from(missing).sort();
}
function rank(text, limit, kind) {
var query = parseQuery(String(text));
if (limit === undefined || limit === null) { limit = 20; }
if (query.compact.length === 0 || limit <= 0) { return []; }
var scores = new Int32Array(kindOf.length);
var spellings = new Map();
query.stems.forEach(function (word) { spellings.set(word, vocabularySet.has(word) ? [word] : typoNeighbours(word)); });
query.stems.forEach(function (word) {
if (vocabularySet.has(word)) { addList(decoded(postings, word, 2), scores); } else { addBestOf(spellings.get(word), scores); }
if (synonyms.has(word)) { addBestOf(synonyms.get(word), scores); }
});
query.wordPairs.forEach(function (pair) { if (synonyms.has(pair)) { addBestOf(synonyms.get(pair), scores); } });
addOtherNames(query, scores);
addTitleScores(query, scores);
profiles.forEach(function (p, i) {
var flags = flagsOf[i], documented = (flags & 1) === 1;
var named = nameScore(query, p) + wordBonus(query, p);
var bonus = named > 0 ? (documented ? W.documented : 0) + ((flags & 4) === 4 ? W.familyLead : 0) : 0;
var platforms = query.platformStems.filter(function (w) { return p.platformWords.indexOf(w) >= 0; }).length * W.platformRow;
scores[i] += named + bonus + platforms;
if (!documented) { scores[i] = Math.floor(scores[i] / W.inferredDivisor); }
if ((flags & 2) === 2 && scores[i] > 0) { scores[i] = Math.max(1, scores[i] - W.deprecated); }
});
applyCoverage(query, spellings, scores);
function before(l, r) {
if (scores[l] !== scores[r]) { return scores[l] > scores[r]; }
var a = (flagsOf[l] & 1) === 1, b = (flagsOf[r] & 1) === 1;
if (a !== b) { return a; }
if (kindOf[l] !== kindOf[r]) { return kindOf[l] < kindOf[r]; }
return l < r;
}
var ranked = [];
for (var i = 0; i < scores.length; i++) {
if (scores[i] <= 0 || (kind && kindOrder[kindOf[i]] !== kind)) { continue; }
if (ranked.length === limit && !before(i, ranked[limit - 1])) { continue; }
var low = 0, high = ranked.length;
while (low < high) { var mid = (low + high) >> 1; if (before(ranked[mid], i)) { low = mid + 1; } else { high = mid; } }
ranked.splice(low, 0, i);
if (ranked.length > limit) { ranked.pop(); }
}
return ranked.map(function (doc) { return { doc: doc, score: scores[doc] }; });
}
function detailsNeeded(documents) {
var missing = new Set();
documents.forEach(function (doc) {
var block = Math.floor(doc / detailBlock);
if (!details.has(block)) { missing.add("docs-" + block + ".js"); }
});
return Array.from(missing).sort();
}
function hit(doc, score) {
var row = details.get(Math.floor(doc / detailBlock))[doc % detailBlock];
return { id: row[0], name: row[1], kind: kindOrder[kindOf[doc]], title: row[2], summary: row[3], path: row[4], score: score };
}
function search(text, limit, kind) {
if (needs(text).length) { return null; }
var ranked = rank(text, limit, kind);
if (detailsNeeded(ranked.map(function (r) { return r.doc; })).length) { return null; }
return ranked.map(function (r) { return hit(r.doc, r.score); });
}
function decoded(lists, term, step) {
var list = lists.get(term);
if (!list || list.decoded) { return list; }
var result = decode(list, step);
result.decoded = true;
lists.set(term, result);
return result;
}
function decode(deltas, step) {
var list = [], previous = 0;
for (var i = 0; i < deltas.length; i += step) {
previous += deltas[i];
list.push(previous);
if (step === 2) { list.push(deltas[i + 1]); }
}
return list;
}
function loadCore(data) {
W = data.weights;
Q = data.query;
kindOrder = data.kindOrder;
stopWords = new Set(Q.stopWords);
choiceWords = new Set(Q.choiceWords);
platformWordStems = new Set(Object.keys(Q.platforms).map(stem));
var article = -1;
function digit(text, i) { var c = text.charCodeAt(i); return c <= 57 ? c - 48 : c - 87; }
for (var i = 0; i < data.kinds.length; i++) {
kindOf.push(data.kinds.charCodeAt(i) - 48);
flagsOf.push(digit(data.flags, i));
subjectsOf.push(digit(data.subjects, i));
var kind = kindOrder[kindOf[i]];
if (kind === "article") { article = i; sectionsOf.set(i, []); }
if (kind === "section" && article >= 0) { sectionsOf.get(article).push(i); }
}
data.apis.forEach(function (row) {
var p = profile({ id: row[1], name: row[2], aliases: row[3] });
p.platformWords = row[4];
profiles.set(row[0], p);
});
vocabulary = data.vocabulary;
vocabularySet = new Set(vocabulary);
termShards = data.termShards;
detailBlock = data.detailBlock;
Object.keys(data.synonyms).forEach(function (word) { synonyms.set(word, data.synonyms[word]); });
Object.keys(data.otherNames).forEach(function (name) { otherNames.set(name, data.otherNames[name]); });
}
function loadTerms(number, data) {
Object.keys(data).forEach(function (key) {
if (key.charAt(0) === "#") { headings.set(key.slice(1), data[key]); } else { postings.set(key, data[key]); }
});
loadedShards.add(number);
}

function receive(part, number, data) {
if (part === "core") { loadCore(data); }
else if (part === "terms") { loadTerms(number, data); }
else if (part === "docs") { details.set(number, data); }
}
(window.panesSearchPending || []).forEach(function (call) { receive(call[0], call[1], call[2]); });
window.panesSearchPending = [];
window.panesSearchData = receive;
window.panesSearchNeeds = needs;
window.panesSearchRank = rank;
window.panesSearchDetailsNeeded = detailsNeeded;
window.panesSearchHit = hit;
window.panesSearch = search;
})();
