/// The page script: the search box. `/` focuses it, results appear as you type, the arrow keys
/// move through them and Enter opens one. The engine and index come from the `Search` module as
/// scripts loaded with `<script src>` (no fetch, so it works from `file://`); without them the
/// box says search is unavailable instead of failing silently.
enum SiteScript {
    /// The contents of `assets/site.js`.
    static let javaScript = #"""
        (function () {
          "use strict";
          var root = document.documentElement.getAttribute("data-root") || "";
          var input = document.getElementById("_search");
          var panel = document.getElementById("_search-results");
          if (!input || !panel) { return; }
          var limit = 12;
          var hits = [];
          var selected = -1;

          // Combobox semantics are added here, with the behaviour that makes them true.
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

          function close() {
            panel.hidden = true;
            input.setAttribute("aria-expanded", "false");
            input.removeAttribute("aria-activedescendant");
            selected = -1;
          }

          function select(index) {
            var options = panel.querySelectorAll("[role=option]");
            if (!options.length) { return; }
            selected = (index + options.length) % options.length;
            for (var i = 0; i < options.length; i++) {
              options[i].setAttribute("aria-selected", i === selected ? "true" : "false");
            }
            input.setAttribute("aria-activedescendant", options[selected].id);
            options[selected].scrollIntoView({ block: "nearest" });
          }

          function render(query) {
            panel.textContent = "";
            if (typeof window.panesSearch !== "function") {
              panel.appendChild(element("p", "empty", "Search is unavailable: the search scripts did not load."));
            } else {
              hits = window.panesSearch(query, limit) || [];
              if (!hits.length) {
                panel.appendChild(element("p", "empty", "Nothing matches \u201c" + query + "\u201d."));
              } else {
                var list = element("ul");
                list.setAttribute("role", "listbox");
                list.setAttribute("aria-label", "Search results");
                hits.forEach(function (hit, index) {
                  var item = element("li");
                  item.id = "search-result-" + index;
                  item.setAttribute("role", "option");
                  item.setAttribute("aria-selected", "false");
                  var link = element("a");
                  link.href = root + hit.path;
                  link.tabIndex = -1;
                  link.appendChild(element("span", "kind", hit.kind));
                  var isAPI = hit.kind !== "article" && hit.kind !== "section";
                  link.appendChild(element(isAPI ? "code" : "strong", "name", hit.name));
                  if (hit.title && hit.title !== hit.name) { link.appendChild(element("span", "where", hit.title)); }
                  if (hit.summary) { link.appendChild(element("span", "summary", hit.summary)); }
                  item.appendChild(link);
                  item.addEventListener("mousemove", function () { if (selected !== index) { select(index); } });
                  list.appendChild(item);
                });
                panel.appendChild(list);
              }
            }
            panel.hidden = false;
            input.setAttribute("aria-expanded", "true");
            selected = -1;
            if (hits.length) { select(0); }
          }

          function open(index) {
            var hit = hits[index];
            if (hit) { window.location.href = root + hit.path; }
          }

          input.addEventListener("input", function () {
            var query = input.value.trim();
            if (query) { render(query); } else { close(); }
          });
          input.addEventListener("keydown", function (event) {
            if (event.key === "ArrowDown") { event.preventDefault(); if (panel.hidden && input.value.trim()) { render(input.value.trim()); } else { select(selected + 1); } }
            else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
            else if (event.key === "Enter") { event.preventDefault(); open(selected < 0 ? 0 : selected); }
            else if (event.key === "Escape") { if (panel.hidden) { input.value = ""; input.blur(); } close(); }
          });
          input.addEventListener("focus", function () { if (input.value.trim()) { render(input.value.trim()); } });
          document.addEventListener("click", function (event) {
            if (!panel.contains(event.target) && event.target !== input) { close(); }
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
        })();

        """#
}
