// The page's side of the search engine, which is SearchCore compiled to WebAssembly (its bytes,
// `window.panesSearchEngineBytes`, come first in this same file: a page opened from file://
// cannot fetch the .wasm). Nothing here ranks: it starts the engine, hands it the index parts
// the data files bring, and turns its JSON answers into values. It defines
// - `panesSearchReady`: a promise that settles once the engine runs;
// - `panesSearchRank(query, limit, kind)`: `{ranked: [{doc, score}], missing: [file], details: [file]}`,
//   where `missing` names the data files whose parts the ranking read and the page has not
//   loaded (load them, then rank again) and `details` those the hits' details are in;
// - `panesSearchHit(doc, score)`: `{id, name, kind, title, summary, path, score}`;
// - `panesSearchWords(query)`: the query's words a result marks (lowercased, no stop words);
// - `panesSearchWeights()` and `panesSearchSetWeight(name, value)`, for scripts/search-tune.
(function () {
  "use strict";
  var engine = null, hasCore = false, parts = { core: 0, terms: 1, docs: 2 };
  var encoder = new TextEncoder(), decoder = new TextDecoder();
  // Parts that arrive before the engine runs, or before the core they are read against.
  var waiting = window.panesSearchPending || [];

  function bytesOf(base64) {
    var text = atob(base64), bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) { bytes[i] = text.charCodeAt(i); }
    return bytes;
  }
  // Copies `bytes` into the engine's input buffer and returns their length.
  function put(bytes) {
    var at = engine.panes_input(bytes.length);
    new Uint8Array(engine.memory.buffer, at, bytes.length).set(bytes);
    return bytes.length;
  }
  function answer(length) {
    return JSON.parse(decoder.decode(new Uint8Array(engine.memory.buffer, engine.panes_output(), length)));
  }
  function receive(part, number, base64) {
    if (!(part in parts)) { return; }
    if (!engine || (part !== "core" && !hasCore)) { waiting.push([part, number, base64]); return; }
    if (!engine.panes_load(parts[part], number, put(bytesOf(base64)))) {
      throw new Error("search data " + part + " " + number + " does not match this engine");
    }
    if (part === "core") {
      hasCore = true;
      var rest = waiting;
      waiting = [];
      rest.forEach(function (call) { receive(call[0], call[1], call[2]); });
    }
  }

  window.panesSearchData = receive;
  window.panesSearchReady = WebAssembly.instantiate(bytesOf(window.panesSearchEngineBytes), {}).then(function (made) {
    engine = made.instance.exports;
    var core = waiting.filter(function (call) { return call[0] === "core"; });
    waiting = waiting.filter(function (call) { return call[0] !== "core"; });
    core.forEach(function (call) { receive(call[0], call[1], call[2]); });
  });

  window.panesSearchRank = function (query, limit, kind) {
    var query8 = encoder.encode(query), kind8 = encoder.encode(kind || "");
    var joined = new Uint8Array(query8.length + kind8.length);
    joined.set(query8);
    joined.set(kind8, query8.length);
    put(joined);
    var result = answer(engine.panes_rank(query8.length, kind8.length, limit || 20));
    result.ranked = result.ranked.map(function (pair) { return { doc: pair[0], score: pair[1] }; });
    return result;
  };
  window.panesSearchHit = function (doc, score) { return answer(engine.panes_hit(doc, score)); };
  window.panesSearchWords = function (query) { return answer(engine.panes_words(put(encoder.encode(query)))); };
  window.panesSearchWeights = function () { return answer(engine.panes_weights()); };
  window.panesSearchSetWeight = function (name, value) {
    return engine.panes_set_weight(put(encoder.encode(name)), value) === 1;
  };
})();
