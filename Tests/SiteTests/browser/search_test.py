#!/usr/bin/env python3
"""Opens a built site from file:// in Chromium, searches with the keyboard and checks the result.

Usage: search_test.py SITE_DIR   (CHROMIUM=/path overrides /usr/bin/chromium)
Exits 0 when every check passes; prints what failed and exits 1 otherwise.
"""
import os
import pathlib
import sys

from playwright.sync_api import sync_playwright

site = pathlib.Path(sys.argv[1]).resolve()
failures = []
remote_requests = []

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.on("request", lambda request: None if request.url.startswith("file://") else remote_requests.append(request.url))
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto((site / "index.html").as_uri())
    page.wait_for_function("typeof window.panesSearch === 'function'", timeout=15000)

    # `/` focuses the box; results appear while typing.
    page.keyboard.press("/")
    if page.evaluate("document.activeElement && document.activeElement.id") != "_search":
        failures.append("pressing / did not focus the search box")
    page.keyboard.type("detailOnly")
    page.wait_for_selector("#_search-results [role=option]", timeout=15000)
    first = page.inner_text("#_search-results [role=option]")
    if "detailOnly" not in first:
        failures.append(f"first result is not detailOnly: {first!r}")

    # Arrow keys move the selection; Enter opens the selected result.
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    selected = page.get_attribute("#_search-results [aria-selected=true]", "id")
    if selected != "search-result-0":
        failures.append(f"arrow keys did not return to the first result: {selected}")
    with page.expect_navigation(timeout=15000):
        page.keyboard.press("Enter")
    page.wait_for_function("typeof window.panesSearch === 'function'", timeout=15000)
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
    if "sheet(item:" not in page.inner_text("h1"):
        failures.append(f"'sheet item' from an API page opened {page.url}")

    # The page's Content-Security-Policy lets its own scripts run (they just did) but no inline
    # script, so markup that slipped into content could not run either.
    ran = page.evaluate(
        "() => { const s = document.createElement('script'); s.textContent = 'window.__injected = 1';"
        " document.body.appendChild(s); return window.__injected === 1; }")
    if ran:
        failures.append("an inline script ran: the Content-Security-Policy is missing or too loose")

    if errors:
        failures.append("script errors: " + "; ".join(errors))
    if remote_requests:
        failures.append("requests left the page: " + ", ".join(remote_requests))
    browser.close()

for failure in failures:
    print("FAIL:", failure)
print("browser search test:", "failed" if failures else "passed")
sys.exit(1 if failures else 0)
