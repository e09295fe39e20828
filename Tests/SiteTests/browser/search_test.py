#!/usr/bin/env python3
"""Opens a built site from file:// in Chromium, searches with the keyboard and checks the result.

Usage: search_test.py SITE_DIR [QUERY EXPECTED_PATH]   (CHROMIUM=/path overrides /usr/bin/chromium)
With QUERY and EXPECTED_PATH, only checks that typing QUERY on the home page puts EXPECTED_PATH
first (a site in another language, say).
Exits 0 when every check passes; prints what failed and exits 1 otherwise.
"""
import os
import pathlib
import sys
import urllib.parse

from playwright.sync_api import sync_playwright

site = pathlib.Path(sys.argv[1]).resolve()
failures = []
remote_requests = []
scripts_loaded = []


def check(condition, message):
    if not condition:
        failures.append(message)


# Puts `query` in the box and presses `key` in the same task, before the query's results can
# arrive: what a fast typist's last keystroke and Enter or Escape look like to the page.
KEY_BEFORE_RESULTS = """([query, key]) => {
  const box = document.getElementById('_search');
  box.value = query;
  box.dispatchEvent(new Event('input'));
  box.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true, cancelable: true}));
}"""


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.on("request", lambda request: None if request.url.startswith("file://") else remote_requests.append(request.url))
    page.on("request", lambda request: scripts_loaded.append(request.url) if request.url.endswith(".js") else None)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto((site / "index.html").as_uri())
    page.wait_for_load_state("load")

    if len(sys.argv) == 4:
        query, expected = sys.argv[2], sys.argv[3]
        page.keyboard.press("/")
        page.keyboard.type(query)
        page.wait_for_selector("#_search-results [role=option]", timeout=15000)
        href = page.get_attribute("#_search-results [role=option]", "href") or ""
        check(href == expected, f"typing {query!r} put {href!r} first, not {expected!r}")
        check(not errors, "script errors: " + "; ".join(errors))
        browser.close()
        for failure in failures:
            print("FAIL:", failure)
        print("browser search test:", "failed" if failures else "passed")
        sys.exit(1 if failures else 0)

    # Nothing of search is loaded until the box is used.
    check(page.evaluate("typeof window.panesSearch") == "undefined", "the search engine loaded with the page")
    check(not any("/assets/search" in url for url in scripts_loaded), f"search data loaded with the page: {scripts_loaded}")

    # A pointer over the box starts loading the engine before the box is focused.
    page.hover("#_search")
    for _ in range(100):
        if any(url.endswith("/assets/search.js") for url in scripts_loaded):
            break
        page.wait_for_timeout(20)
    check(any(url.endswith("/assets/search.js") for url in scripts_loaded), "hovering the search box did not start loading the engine")

    # `/` focuses the box; results appear while typing, grouped.
    page.keyboard.press("/")
    check(page.evaluate("document.activeElement && document.activeElement.id") == "_search", "pressing / did not focus the search box")
    page.keyboard.type("detailOnly")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    first = page.inner_text("#_search-results [role=option]")
    check("detailOnly" in first, f"first result is not detailOnly: {first!r}")
    check(page.locator("#_search-results [role=group]").count() >= 1, "results are not grouped")
    check(page.locator("#_search-results [role=option] a, #_search-results [role=option] button").count() == 0,
          "an option holds another interactive element")
    all_link = page.get_attribute("#_search-results a.all", "href") or ""
    check("search.html?q=detailOnly" in all_link, f"no link to the results page: {all_link!r}")

    # Arrow keys move the selection; Enter opens the selected result.
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    selected = page.get_attribute("#_search-results [aria-selected=true]", "id")
    check(selected == "_search-option-0", f"arrow keys did not return to the first result: {selected}")
    with page.expect_navigation(timeout=15000):
        page.keyboard.press("Enter")
    page.wait_for_load_state("load")
    if not page.url.endswith("api/navigationsplitviewvisibility.detailonly.html"):
        failures.append(f"Enter opened {page.url}")
    elif "detailOnly" not in page.inner_text("h1"):
        failures.append("the opened page is not about detailOnly")

    # Search works from a nested page too (paths are relative to the root).
    page.keyboard.press("/")
    page.keyboard.type("sheet item")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    with page.expect_navigation(timeout=15000):
        page.keyboard.press("Enter")
    page.wait_for_load_state("load")
    check("sheet(item:" in page.inner_text("h1"), f"'sheet item' from an API page opened {page.url}")

    # The first Escape closes the panel and keeps the query; the second empties the box.
    page.keyboard.press("/")
    page.keyboard.type("inspector")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    all_text = page.inner_text("#_search-results a.all")
    check(all_text.startswith("All results for") or all_text.startswith("Results page for"),
          f"the results-page link claims a count it does not know: {all_text!r}")
    page.keyboard.press("Escape")
    check(page.evaluate("document.getElementById('_search-results').hidden"), "Escape left the panel open")
    check(page.input_value("#_search") == "inspector", "the first Escape emptied the box")
    page.keyboard.press("Escape")
    check(page.input_value("#_search") == "", "the second Escape kept the query")

    # An Escape before the results arrive cancels them and keeps the query.
    page.keyboard.press("/")
    page.evaluate(KEY_BEFORE_RESULTS, ["popover", "Escape"])
    page.wait_for_timeout(300)
    check(page.input_value("#_search") == "popover", "an Escape before the results arrived emptied the box")
    check(page.evaluate("document.getElementById('_search-results').hidden"), "results arrived after an Escape cancelled them")
    page.keyboard.press("Escape")
    check(page.input_value("#_search") == "", "the Escape after a cancelled search kept the query")

    # Enter pressed before the last keystroke's results arrive opens this query's first result,
    # not the row of the query before it.
    page.keyboard.press("/")
    page.keyboard.type("detailOnly")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    with page.expect_navigation(timeout=15000):
        page.evaluate(KEY_BEFORE_RESULTS, ["sheet item", "Enter"])
    page.wait_for_load_state("load")
    check("sheet(item:" in page.inner_text("h1"), f"Enter during a new query's search opened {page.url}")

    # Tab reaches the results-page link in the panel, and the next Tab leaves and closes it.
    page.keyboard.press("/")
    page.keyboard.type("popover")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    page.keyboard.press("Tab")
    check(page.evaluate("document.activeElement.className") == "all", "Tab from the box did not reach the results-page link")
    page.keyboard.press("Tab")
    page.wait_for_timeout(200)
    check(page.evaluate("document.getElementById('_search-results').hidden"), "Tab out of the panel left it open")

    # A result on the same page closes the panel when opened.
    page.goto((site / "split-views.html").as_uri())
    page.wait_for_load_state("load")
    page.keyboard.press("/")
    page.keyboard.type("behaviour by platform")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    href = page.get_attribute("#_search-results [aria-selected=true]", "href") or ""
    if href.startswith("split-views.html#"):
        page.keyboard.press("Enter")
        page.wait_for_timeout(300)
        check(page.evaluate("document.getElementById('_search-results').hidden"), "Enter on a result on this page left the panel open")
        check(page.url.endswith(href), f"Enter on a same-page result went to {page.url}")
    else:
        failures.append(f"'behaviour by platform' on split-views.html did not put its own section first: {href!r}")

    # The results page shows every result for ?q= and follows the box.
    page.goto((site / "search.html").as_uri() + "?q=" + urllib.parse.quote("sheet"))
    page.wait_for_selector("#_search-page .search-hits a", timeout=15000)
    check(page.input_value("#_search") == "sheet", "the results page did not put ?q= in the box")
    check(page.locator("#_search-page .search-hits a").count() > 12, "the results page shows no more than the panel")
    check(page.locator("#_search-page h2").count() >= 2, "the results page is not grouped")

    # Results mark the query's subject words where a word starts, never a stop word or the
    # inside of another word (`the` in `whether`).
    page.goto((site / "search.html").as_uri() + "?q=" + urllib.parse.quote("hide the sidebar"))
    page.wait_for_selector("#_search-page .search-hits a", timeout=15000)
    marks = page.evaluate("""() => Array.from(document.querySelectorAll('#_search-page mark')).map(m => {
      const before = m.previousSibling && m.previousSibling.textContent ? m.previousSibling.textContent.slice(-1) : '';
      return [m.textContent, before];
    })""")
    check(any(text.lower() == "sidebar" for text, _ in marks), f"'sidebar' is not marked in the results: {marks[:10]}")
    check(all(text.lower() in ("hide", "sidebar") for text, _ in marks), f"a mark is not a subject word of the query: {marks}")
    # After a letter, only a camel-case hump starts a word (`navigationSidebar`).
    check(all(not before.isalnum() or (before.islower() and text[0].isupper()) for text, before in marks),
          f"a mark starts inside a word: {marks}")

    # The page's Content-Security-Policy lets its own scripts run (they just did) but no inline
    # script, so markup that slipped into content could not run either.
    ran = page.evaluate(
        "() => { const s = document.createElement('script'); s.textContent = 'window.__injected = 1';"
        " document.body.appendChild(s); return window.__injected === 1; }")
    check(not ran, "an inline script ran: the Content-Security-Policy is missing or too loose")

    # With scripts off the box says search needs JavaScript instead of taking typing that leads
    # nowhere; and a long site name gives way to the box on a phone.
    offline = browser.new_context(java_script_enabled=False, viewport={"width": 320, "height": 640})
    plain = offline.new_page()
    plain.goto((site / "index.html").as_uri())
    check(plain.is_disabled("#_search"), "with JavaScript off the search box takes typing")
    check("JavaScript" in (plain.get_attribute("#_search", "placeholder") or ""), "with JavaScript off the box does not say why")
    check(plain.evaluate("(() => { const i = document.getElementById('_search'); const c = document.createElement('canvas').getContext('2d');"
                         " const s = getComputedStyle(i); c.font = s.fontSize + ' ' + s.fontFamily;"
                         " return c.measureText(i.placeholder).width <= i.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight); })()"),
          "at 320 px with JavaScript off the placeholder is cut off")
    offline.close()
    narrow = browser.new_page(viewport={"width": 320, "height": 640})
    narrow.goto((site / "index.html").as_uri())
    narrow.evaluate("document.querySelector('.brand').textContent = 'A Very Long Documentation Site Name Indeed'")
    width = narrow.evaluate("document.getElementById('_search').getBoundingClientRect().width")
    check(width >= 140, f"at 320 px a long site name squeezes the search box to {width:.0f} px")
    check(narrow.evaluate("document.documentElement.scrollWidth <= innerWidth"), "at 320 px the header scrolls sideways")

    check(not errors, "script errors: " + "; ".join(errors))
    check(not remote_requests, "requests left the page: " + ", ".join(remote_requests))
    browser.close()

for failure in failures:
    print("FAIL:", failure)
print("browser search test:", "failed" if failures else "passed")
sys.exit(1 if failures else 0)
