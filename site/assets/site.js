(function () {
"use strict";
var root = document.documentElement.getAttribute("data-root") || "";
var input = document.getElementById("_search");
var panel = document.getElementById("_search-results");
var resultsPage = document.getElementById("_search-page");
if (!input || !panel) { return; }
var panelLimit = 12, pageLimit = 500, generation = 0, options = [], selected = -1;
var shownQuery = null, openOnArrival = false;
var pending = false;
var loads = new Map();

input.disabled = false;
input.placeholder = "Search  ( / )";
input.removeAttribute("title");
input.setAttribute("role", "combobox");
input.setAttribute("aria-autocomplete", "list");
input.setAttribute("aria-controls", "_search-results");
input.setAttribute("aria-expanded", "false");

function element(tag, className, text) {
var node = document.createElement(tag);
if (className) { node.className = className; }
if (text) { node.textContent = text; }
return node;
}

function load(path) {
if (!loads.has(path)) {
loads.set(path, new Promise(function (resolve, reject) {
var script = document.createElement("script");
script.src = root + path;
script.onload = resolve;
script.onerror = function () { reject(new Error(path)); };
document.head.appendChild(script);
}));
}
return loads.get(path);
}
function loadAll(paths) { return Promise.all(paths.map(load)); }
function data(names) { return loadAll(names.map(function (name) { return "assets/search/" + name; })); }
if (!window.panesSearchData) {
window.panesSearchData = function (part, number, payload) {
(window.panesSearchPending = window.panesSearchPending || []).push([part, number, payload]);
};
}
var wholeData = ["terms-0.js", "docs-0.js", "docs-1.js", "docs-2.js", "docs-3.js", "docs-4.js"];
function engine() {
data(wholeData).catch(function () {});
return loadAll(["assets/search.js", "assets/search/core.js"]);
}

function search(query, limit, isCurrent) {
var asked = new Set();
function attempt() {
if (!isCurrent()) { return null; }
var result = window.panesSearchRank(query, limit);
var needed = result.missing.length ? result.missing : result.details;
if (!needed.length) {
return result.ranked.map(function (r) { return window.panesSearchHit(r.doc, r.score); });
}
needed.forEach(function (name) {
if (asked.has(name)) { throw new Error("search data " + name + " does not match this site"); }
asked.add(name);
});
return data(needed).then(attempt);
}
return engine().then(function () { return window.panesSearchReady; }).then(attempt);
}

var apiGroup = "APIs", pageGroup = "Guides and sections";
function groupOf(hit) { return hit.kind === "article" || hit.kind === "section" ? pageGroup : apiGroup; }
function grouped(hits) {
var groups = [];
hits.forEach(function (hit) {
var name = groupOf(hit), group = groups.filter(function (g) { return g.name === name; })[0];
if (!group) { group = { name: name, hits: [] }; groups.push(group); }
group.hits.push(hit);
});
return groups;
}
function breakableName(name, words) {
var code = element("code", "name"), start = 0;
for (var i = 1; i < name.length; i++) {
if ("(:.".indexOf(name.charAt(i - 1)) >= 0 && /[A-Za-z_]/.test(name.charAt(i))) {
appendMarked(code, name.slice(start, i), words);
code.appendChild(document.createElement("wbr"));
start = i;
}
}
appendMarked(code, name.slice(start), words);
return code;
}
function queryWords(query) { return window.panesSearchWords(query); }
var letter = /[\p{L}\p{N}]/u;
function startsWord(text, at) {
if (at === 0 || !letter.test(text.charAt(at - 1))) { return true; }
var before = text.charAt(at - 1), here = text.charAt(at);
return before === before.toLowerCase() && before !== before.toUpperCase() && here !== here.toLowerCase();
}
function appendMarked(parent, text, words) {
var lower = text.toLowerCase(), start = 0;
while (start < text.length) {
var best = -1, length = 0;
words.forEach(function (word) {
var at = lower.indexOf(word, start);
while (at >= 0 && !startsWord(text, at)) { at = lower.indexOf(word, at + 1); }
if (at >= 0 && (best < 0 || at < best || (at === best && word.length > length))) { best = at; length = word.length; }
});
if (best < 0) { break; }
if (best > start) { parent.appendChild(document.createTextNode(text.slice(start, best))); }
parent.appendChild(element("mark", null, text.slice(best, best + length)));
start = best + length;
}
if (start < text.length) { parent.appendChild(document.createTextNode(text.slice(start))); }
}
function marked(tag, className, text, words) {
var node = element(tag, className);
appendMarked(node, text, words);
return node;
}
function hitContent(link, hit, words) {
link.appendChild(element("span", "kind", hit.kind));
var isAPI = groupOf(hit) === apiGroup;
link.appendChild(isAPI ? breakableName(hit.name, words) : marked("strong", "name", hit.name, words));
if (hit.title && hit.title !== hit.name) { link.appendChild(marked("span", "where", hit.title, words)); }
if (hit.summary) { link.appendChild(marked("span", "summary", hit.summary, words)); }
}
function resultsAddress(query) { return root + "search.html?q=" + encodeURIComponent(query); }

function close() {
panel.hidden = true;
shownQuery = null;
input.setAttribute("aria-expanded", "false");
input.removeAttribute("aria-activedescendant");
selected = -1;
}

function select(index) {
if (!options.length) { return; }
selected = (index + options.length) % options.length;
options.forEach(function (option, i) { option.setAttribute("aria-selected", i === selected ? "true" : "false"); });
input.setAttribute("aria-activedescendant", options[selected].id);
options[selected].scrollIntoView({ block: "nearest" });
}

function message(container, text) {
container.textContent = "";
container.appendChild(element("p", "empty", text));
}

function renderPanel(query, hits) {
panel.textContent = "";
options = [];
shownQuery = query;
if (!hits.length) {
message(panel, "Nothing matches \u201c" + query + "\u201d.");
} else {
var list = element("div", "listbox");
list.setAttribute("role", "listbox");
list.setAttribute("aria-label", "Search results");
grouped(hits.slice(0, panelLimit)).forEach(function (group) {
var box = element("div", "group");
box.setAttribute("role", "group");
box.setAttribute("aria-label", group.name);
box.setAttribute("data-label", group.name);
group.hits.forEach(function (hit) {
var option = element("a", "option");
option.id = "_search-option-" + options.length;
option.href = root + hit.path;
option.tabIndex = -1;
option.setAttribute("role", "option");
option.setAttribute("aria-selected", "false");
hitContent(option, hit, queryWords(query));
var index = options.length;
option.addEventListener("mousemove", function () { if (selected !== index) { select(index); } });
option.addEventListener("click", function () { remember(query); close(); });
options.push(option);
box.appendChild(option);
});
list.appendChild(box);
});
panel.appendChild(list);
var all = element("a", "all", (hits.length > panelLimit ? "All results for \u201c" : "Results page for \u201c") + query + "\u201d");
all.href = resultsAddress(query);
panel.appendChild(all);
}
panel.hidden = false;
input.setAttribute("aria-expanded", "true");
selected = -1;
if (options.length) { select(0); }
}

function renderPage(query, hits) {
resultsPage.textContent = "";
if (!query) { message(resultsPage, "Type in the search box above; every result appears here."); return; }
if (!hits.length) { message(resultsPage, "Nothing matches \u201c" + query + "\u201d."); return; }
resultsPage.appendChild(element("p", "lead", hits.length + (hits.length >= pageLimit ? "+" : "") +
" results for \u201c" + query + "\u201d"));
grouped(hits).forEach(function (group) {
resultsPage.appendChild(element("h2", null, group.name + " (" + group.hits.length + ")"));
var list = element("ul", "search-hits");
group.hits.forEach(function (hit) {
var item = element("li"), link = element("a");
link.href = root + hit.path;
hitContent(link, hit, queryWords(query));
item.appendChild(link);
list.appendChild(item);
});
resultsPage.appendChild(list);
});
}

function unavailable(container) {
message(container, "Search is unavailable: the search scripts did not load.");
if (container === panel) { panel.hidden = false; input.setAttribute("aria-expanded", "true"); }
}

function run() {
var query = input.value.trim(), current = ++generation;
function isCurrent() { return current === generation; }
if (resultsPage) {
try { history.replaceState(null, "", query ? "?q=" + encodeURIComponent(query) : location.pathname); } catch (error) {}
if (!query) { renderPage("", []); return; }
search(query, pageLimit, isCurrent).then(function (hits) { if (isCurrent()) { renderPage(query, hits); } },
function () { if (isCurrent()) { unavailable(resultsPage); } });
return;
}
if (!query) { close(); return; }
pending = true;
search(query, panelLimit + 1, isCurrent).then(function (hits) {
if (!isCurrent()) { return; }
pending = false;
if (document.activeElement !== input) { return; }
renderPanel(query, hits);
if (openOnArrival) { openOnArrival = false; open(0); }
}, function () { if (isCurrent()) { unavailable(panel); } });
}

var backKey = "panes-query " + location.pathname;
function remember(query) {
try { sessionStorage.setItem(backKey, query); } catch (error) {}
}
function isReturn(event) {
if (event && event.persisted) { return true; }
var entries = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation") : [];
return entries.length > 0 && entries[0].type === "back_forward";
}
function restore(event) {
var query = null;
try { query = sessionStorage.getItem(backKey); } catch (error) {}
if (resultsPage || !query || !isReturn(event)) { return; }
input.value = query;
if (document.activeElement === input) { run(); } else { input.focus(); }
}

function open(index) {
var option = options[index];
if (!option) { return; }
remember(input.value.trim());
close();
input.blur();
window.location.href = option.href;
}

input.addEventListener("input", function () { openOnArrival = false; run(); });
input.addEventListener("keydown", function (event) {
if (resultsPage) { return; }
if (event.key === "ArrowDown") { event.preventDefault(); if (panel.hidden) { run(); } else { select(selected + 1); } }
else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
else if (event.key === "Enter") {
event.preventDefault();
var query = input.value.trim();
if (query && query !== shownQuery) { openOnArrival = true; run(); }
else if (options.length) { open(selected < 0 ? 0 : selected); } else if (query) { window.location.href = resultsAddress(query); }
}
else if (event.key === "Escape") {
if (panel.hidden && !pending) { input.value = ""; input.blur(); } else { event.preventDefault(); generation++; }
pending = false;
close();
}
});
["pointerenter", "touchstart"].forEach(function (type) {
input.addEventListener(type, function () { engine().catch(function () {}); }, { once: true, passive: true });
});
input.addEventListener("focus", function () {
engine().catch(function () {});
if (input.value.trim() && !resultsPage) { run(); }
});
input.addEventListener("blur", function (event) {
if (!panel.contains(event.relatedTarget)) { close(); }
});
panel.addEventListener("focusout", function (event) {
if (event.relatedTarget !== input && !panel.contains(event.relatedTarget)) { close(); }
});
panel.addEventListener("mousedown", function (event) {
if (event.target.closest && event.target.closest("a.option")) { event.preventDefault(); }
});
document.addEventListener("keydown", function (event) {
var target = event.target;
var isTyping = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
if (event.key === "/" && !isTyping && !event.metaKey && !event.ctrlKey && !event.altKey) {
event.preventDefault();
input.focus();
input.select();
}
});

var shared = new URLSearchParams(window.location.search).get("q");
if (shared !== null) { input.value = shared; }
restore(null);
window.addEventListener("pageshow", function (event) { if (event.persisted) { restore(event); } });
if (resultsPage) {
var hint = document.getElementById("_search-hint");
if (hint) { hint.textContent = "Type to search; every result appears below as you type."; }
run();
}
})();
