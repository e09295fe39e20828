(function () {
  "use strict";
  var doc = document.documentElement;
  var key = "panes-theme";
  function stored() { try { return localStorage.getItem(key) || ""; } catch (error) { return ""; } }
  function applyTheme(theme) {
    if (theme === "light" || theme === "dark") { doc.setAttribute("data-theme", theme); } else { doc.removeAttribute("data-theme"); }
  }
  applyTheme(stored());

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text) { node.textContent = text; }
    return node;
  }

  function themeChoice(nav) {
    var label = element("label", "theme", "Theme");
    var select = element("select");
    [["", "System"], ["light", "Light"], ["dark", "Dark"]].forEach(function (pair) {
      var option = element("option", null, pair[1]);
      option.value = pair[0];
      select.appendChild(option);
    });
    select.value = stored();
    select.addEventListener("change", function () {
      try { if (select.value) { localStorage.setItem(key, select.value); } else { localStorage.removeItem(key); } } catch (error) {}
      applyTheme(select.value);
    });
    label.appendChild(select);
    nav.insertBefore(label, nav.firstChild);
  }

  // The menu: a button that shows the navigation over the page, where the reader is.
  function menu(nav) {
    var link = document.querySelector(".menu-link");
    if (!link) { return; }
    var button = element("button", "menu-button", "Menu");
    button.type = "button";
    button.setAttribute("aria-controls", nav.id);
    button.setAttribute("aria-expanded", "false");
    link.replaceWith(button);
    // While the menu covers the page, the page behind it takes no focus: Tab stays in the
    // header and the menu.
    var behind = document.querySelectorAll("main, .toc, footer");
    function setOpen(isOpen) {
      doc.classList.toggle("nav-open", isOpen);
      button.setAttribute("aria-expanded", isOpen ? "true" : "false");
      button.textContent = isOpen ? "Close" : "Menu";
      behind.forEach(function (region) { region.inert = isOpen; });
    }
    button.addEventListener("click", function () { setOpen(!doc.classList.contains("nav-open")); });
    nav.addEventListener("click", function (event) { if (event.target.closest("a")) { setOpen(false); } });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && doc.classList.contains("nav-open")) { setOpen(false); button.focus(); }
    });
    matchMedia("(min-width: 50.01rem)").addEventListener("change", function (query) { if (query.matches) { setOpen(false); } });
  }

  // On this page: open beside the article on a wide screen, closed above it on a narrow one.
  function outline() {
    var details = document.querySelector(".toc details");
    if (!details) { return; }
    var wide = matchMedia("(min-width: 72.01rem)");
    function sync() { details.open = wide.matches; }
    sync();
    wide.addEventListener("change", sync);
    details.addEventListener("click", function (event) { if (event.target.closest("a") && !wide.matches) { details.open = false; } });
    spy(details);
  }

  // The section being read is marked in "On this page": the last heading above a line near
  // the top of the window.
  function spy(details) {
    var links = Array.prototype.slice.call(details.querySelectorAll("a[href^='#']"));
    var targets = links.map(function (link) { return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))); });
    if (!links.length || !("IntersectionObserver" in window)) { return; }
    var current = null;
    function mark() {
      var line = window.innerHeight * 0.25;
      var index = -1;
      targets.forEach(function (target, position) { if (target && target.getBoundingClientRect().top <= line) { index = position; } });
      var link = links[Math.max(index, 0)];
      if (link === current) { return; }
      if (current) { current.removeAttribute("aria-current"); }
      link.setAttribute("aria-current", "location");
      current = link;
    }
    var observer = new IntersectionObserver(mark, { rootMargin: "0px 0px -70% 0px" });
    targets.forEach(function (target) { if (target) { observer.observe(target); } });
    mark();
  }

  function copyText(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) { return navigator.clipboard.writeText(text); }
    return new Promise(function (resolve, reject) {
      var area = element("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "sr-only";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) {}
      area.remove();
      if (copied) { resolve(); } else { reject(new Error("copy refused")); }
    });
  }

  function copyButtons(status) {
    document.querySelectorAll(".code").forEach(function (block) {
      var pre = block.querySelector("pre");
      if (!pre) { return; }
      var button = element("button", "copy", "Copy");
      button.type = "button";
      button.setAttribute("aria-label", "Copy code");
      if (block.querySelector(".badge")) { block.classList.add("badged"); }
      button.addEventListener("click", function () {
        // innerText: a declaration's lines are blocks, whose breaks textContent would lose.
        copyText(pre.innerText).then(function () {
          button.textContent = "Copied";
          status.textContent = "Code copied to the clipboard.";
        }, function () {
          button.textContent = "Select and copy";
          status.textContent = "The browser refused to copy; select the code and copy it.";
        });
        setTimeout(function () { button.textContent = "Copy"; status.textContent = ""; }, 2000);
      });
      block.appendChild(button);
    });
  }

  // Code and tables that scroll sideways must be reachable by keyboard to be scrolled.
  function scrollableCode() {
    document.querySelectorAll("main pre, main .table").forEach(function (box) {
      if (box.scrollWidth > box.clientWidth + 1) { box.tabIndex = 0; } else { box.removeAttribute("tabindex"); }
    });
  }

  // A long navigation (a catalog's) is scrolled so that the reader's page shows in it.
  function revealCurrent(nav) {
    var current = nav.querySelector("[aria-current=page]");
    if (current && current.offsetTop > nav.clientHeight * 0.8) { nav.scrollTop = current.offsetTop - nav.clientHeight / 3; }
  }

  function start() {
    var nav = document.getElementById("_nav");
    if (nav) { themeChoice(nav); menu(nav); revealCurrent(nav); }
    outline();
    var status = element("p", "sr-only");
    status.setAttribute("role", "status");
    document.body.appendChild(status);
    copyButtons(status);
    scrollableCode();
    var pending = false;
    window.addEventListener("resize", function () {
      if (pending) { return; }
      pending = true;
      requestAnimationFrame(function () { pending = false; scrollableCode(); });
    });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();

