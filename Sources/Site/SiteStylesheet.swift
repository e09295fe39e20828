/// The site's one stylesheet: three panes that fold to one column on a narrow window; light and
/// dark colours from `prefers-color-scheme` or the reader's choice (`data-theme` on the root,
/// set by the page script), each colour written once with `light-dark()` (light only where a
/// browser lacks it, `withLightFallback`); a print layout that is
/// always light; and the highlighter's token colours (`x-k` keyword, `x-t` type, `x-s` string,
/// `x-n` number, `x-c` comment, `x-a` attribute, `x-l` label, `x-d` directive). System fonts only.
///
/// Symbol names never break inside a word: they carry `<wbr>` after `(`, `:` and `.`, and a
/// name whose longest unbreakable run is long carries a class (`r34`) that sets `--run`; in the
/// navigation, "On this page" and headings, which are size containers, the font then shrinks
/// just enough for that run to fit the column (`100cqi / run / 0.61`, 0.61 being a monospace
/// advance with a margin).
enum SiteStylesheet {
    /// The contents of `assets/site.css`: `source` without its layout whitespace, since every
    /// page loads it before the reader can search.
    static let css = compacted(withLightFallback(source))

    /// The contents of `assets/catalog.css`, which only a site built from DocC catalogs links:
    /// layout directives, asides, curated topics, tutorials.
    static let catalogCSS = compacted(catalogSource)

    /// The stylesheet as written.
    static let source = #"""
        :root {
          color-scheme: light dark;
          --bg: light-dark(#fff, #161719); --bar: light-dark(#f7f7f9, #1e1f22); --text: light-dark(#1d1d1f, #e6e6ea);
          --muted: light-dark(#5f6368, #a3a6ad); --border: light-dark(#d9d9de, #393b40); --field: light-dark(#868a93, #777b84);
          --accent: light-dark(#0b63c5, #6cb2ff); --accent-soft: light-dark(#e6f0fc, #1f3450); --code-bg: light-dark(#f4f5f7, #212226);
          --tested: light-dark(#116329, #7ee2a0); --tested-bg: light-dark(#dcf5e3, #173523);
          --skipped: light-dark(#7a5d00, #f2cf63); --skipped-bg: light-dark(#fdf1c7, #3a3014);
          --warn: light-dark(#b25e00, #ffa14f); --warn-bg: light-dark(#fdf0e6, #35261a);
          --k: light-dark(#a626a4, #ff7ab2); --t: light-dark(#5c2fa8, #d0a8ff); --s: light-dark(#c0341d, #ff8a70); --n: light-dark(#1c3fd1, #d9c97c);
          --c: light-dark(#5a6573, #8b96a3); --a: light-dark(#8a6100, #e0a86a); --l: light-dark(#3d5a80, #9ec3e6); --d: light-dark(#9a5200, #ffa14f);
        }
        :root[data-theme="light"] { color-scheme: light; }
        :root[data-theme="dark"] { color-scheme: dark; }
        *, *::before, *::after { box-sizing: border-box; }
        html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.55; -webkit-text-size-adjust: 100%; }
        body { margin: 0; background: var(--bg); color: var(--text); }
        a { color: var(--accent); text-underline-position: under; text-underline-offset: .12em; text-decoration-skip-ink: none; }
        a:hover { text-decoration-thickness: 2px; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
        code, kbd, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .88em; }
        kbd { border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 4px; padding: 0 .3em; background: var(--code-bg); }
        button, select { font: inherit; font-size: .85rem; color: var(--text); background: var(--bg); border: 1px solid var(--field); border-radius: .4rem; padding: .2rem .6rem; cursor: pointer; }
        .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .skip { position: absolute; left: .5rem; top: -3rem; z-index: 20; padding: .5rem .8rem; background: var(--accent); color: var(--bg); border-radius: .4rem; }
        .skip:focus { top: .5rem; }

        header.top { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 1rem; height: 3.25rem; padding: 0 1.25rem; background: var(--bar); border-bottom: 1px solid var(--border); }
        /* A long site name gives way to the search box, which stays wide enough to type in. */
        .brand { flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 700; font-size: 1.1rem; color: var(--text); text-decoration: none; letter-spacing: -.01em; }
        .search { position: relative; flex: 1 0 9rem; max-width: 34rem; min-width: 9rem; }
        .search input { width: 100%; font: inherit; font-size: .95rem; padding: .35rem .75rem; border: 1px solid var(--field); border-radius: .55rem; background: var(--bg); color: var(--text); }
        .results { position: absolute; top: calc(100% + .35rem); left: 0; right: 0; max-height: min(70vh, 32rem); overflow: hidden auto; padding: .3rem; background: var(--bg); border: 1px solid var(--border); border-radius: .6rem; box-shadow: 0 .5rem 1.5rem rgb(0 0 0 / .18); }
        .results .group::before { content: attr(data-label); display: block; padding: .35rem .6rem .15rem; font-size: .72rem; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        .results .option { display: block; padding: .45rem .6rem; border-radius: .4rem; color: var(--text); text-decoration: none; }
        .results .option[aria-selected="true"], .results .option:hover { background: var(--accent-soft); }
        .results .all { display: block; margin-top: .2rem; padding: .45rem .6rem; border-top: 1px solid var(--border); font-size: .85rem; }
        .search-hits { list-style: none; padding: 0; }
        .search-hits a { display: block; padding: .4rem 0; text-decoration: none; color: var(--text); }
        .search-hits .kind { float: right; font-size: .75rem; color: var(--muted); margin-left: .5rem; }
        .search-hits .where, .search-hits .summary { display: block; font-size: .85rem; color: var(--muted); }
        .results .kind { float: right; font-size: .75rem; color: var(--muted); margin-left: .5rem; }
        .results .where, .results .summary { display: block; font-size: .8rem; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .results .empty { margin: .4rem .6rem; color: var(--muted); font-size: .9rem; overflow-wrap: anywhere; }
        /* Long names wrap inside the panel rather than run past it. */
        .results .name, .results .all { overflow-wrap: break-word; }
        .results mark { background: none; color: inherit; font-weight: 700; }
        .menu-link, .menu-button { display: none; }

        .panes { display: grid; grid-template-columns: 18rem minmax(0, 1fr) 16rem; max-width: 96rem; margin: 0 auto; }
        .nav { grid-area: 1 / 1; } main { grid-area: 1 / 2; } .toc { grid-area: 1 / 3; }
        .nav, .toc { position: sticky; top: 3.25rem; align-self: start; max-height: calc(100vh - 3.25rem); overflow: auto; scrollbar-width: thin; padding: 1.25rem .75rem 2rem; font-size: .9rem; --code-size: .82rem; }
        .nav { border-right: 1px solid var(--border); }
        .nav h2, .toc summary { font-size: .75rem; font-weight: 700; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 1.25rem 0 .4rem; }
        .toc summary { margin-top: 0; list-style: none; pointer-events: none; }
        .toc summary::-webkit-details-marker { display: none; }
        @media (min-width: 72.01rem) { .toc details::details-content { content-visibility: visible; } }
        .nav ul, .toc ul { list-style: none; margin: 0; padding: 0; }
        .nav a, .toc a { display: block; container-type: inline-size; padding: .18rem .45rem .18rem 1.2rem; text-indent: -.75rem; border-left: 2px solid transparent; color: var(--text); text-decoration: none; }
        .nav a:hover, .toc a:hover { color: var(--accent); }
        .nav a[aria-current] { border-left-color: var(--accent); color: var(--accent); }
        .nav a[aria-current="page"] { font-weight: 600; background: var(--accent-soft); border-radius: 0 .3rem .3rem 0; }
        .nav code, .toc code { font-size: var(--code-size); background: none; padding: 0; color: inherit; }
        .toc { --code-size: .8rem; }
        .toc a { padding-top: .12rem; padding-bottom: .12rem; }
        .toc .level3 a { padding-left: 2rem; font-size: .85rem; color: var(--muted); }
        .theme { display: flex; align-items: center; gap: .5rem; font-size: .8rem; color: var(--muted); margin-bottom: 1rem; }

        .r22 { --run: 22 } .r24 { --run: 24 } .r26 { --run: 26 } .r28 { --run: 28 } .r30 { --run: 30 } .r32 { --run: 32 } .r34 { --run: 34 }
        .r36 { --run: 36 } .r38 { --run: 38 } .r40 { --run: 40 } .r42 { --run: 42 } .r44 { --run: 44 } .r46 { --run: 46 } .r48 { --run: 48 }
        .r50 { --run: 50 } .r52 { --run: 52 } .r54 { --run: 54 } .r56 { --run: 56 } .r58 { --run: 58 } .r60 { --run: 60 } .r62 { --run: 62 } .r64 { --run: 64 }
        .nav code[class], .toc code[class], :is(h1, h2, h3, h4, h5, h6) code[class] { font-size: min(var(--code-size), calc(100cqi / var(--run) / .61)); }

        main { min-width: 0; padding: 1.75rem 2.75rem 4rem; overflow-wrap: break-word; --code-size: .9em; }
        main:focus { outline: none; }
        main > * { max-width: 50rem; }
        h1, h2, h3, h4, h5, h6 { line-height: 1.25; letter-spacing: -.01em; scroll-margin-top: 4rem; container-type: inline-size; }
        h1 { font-size: 2rem; margin: .2rem 0 .8rem; }
        h2 { font-size: 1.45rem; margin: 2.25rem 0 .7rem; padding-top: .5rem; border-top: 1px solid var(--border); }
        h3 { font-size: 1.15rem; margin: 1.75rem 0 .5rem; }
        h4, h5, h6 { font-size: 1rem; margin: 1.4rem 0 .4rem; }
        h1 code, h2 code, h3 code { font-size: .9em; }
        .entry > a, .entry > a code { color: var(--text); text-decoration: none; }
        .entry > a:hover, .entry > a:hover code { color: var(--accent); }
        .anchor { margin-left: .35rem; color: var(--muted); text-decoration: none; opacity: .45; font-weight: 400; }
        .anchor::before { content: "#"; }
        :hover > .anchor, .anchor:focus { opacity: 1; color: var(--accent); }
        .eyebrow { margin: 0; font-size: .8rem; font-weight: 600; letter-spacing: .05em; text-transform: uppercase; color: var(--muted); }
        .eyebrow code { text-transform: none; letter-spacing: 0; font-size: .95em; }
        .lead, .summary { font-size: 1.1rem; }
        div.summary > p { margin-top: 0; }
        .note, .count { font-size: .8rem; color: var(--muted); }
        blockquote { margin: 1rem 0; padding: .1rem 1rem; border-left: 4px solid var(--accent); background: var(--accent-soft); border-radius: 0 .4rem .4rem 0; }
        hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
        p code, li code, td code, dd code { background: var(--code-bg); padding: .08em .3em; border-radius: .3em; }
        a code { color: var(--accent); }
        ul.tasks { list-style: none; padding-left: .5rem; }
        ul.tasks input { margin: 0 .4rem 0 0; vertical-align: -.1em; }

        .code { margin: 1rem 0; position: relative; }
        pre { margin: 0; padding: .85rem 1rem; background: var(--code-bg); border: 1px solid var(--border); border-radius: .55rem; overflow: auto; line-height: 1.45; font-size: .84rem; tab-size: 4; overflow-wrap: normal; }
        /* A code block in a list item is not inline code: without this its first line moved right. */
        pre code { font-size: inherit; padding: 0; background: none; border-radius: 0; }
        /* Room for the Copy button, which otherwise covers the end of the first line. */
        .code > pre { padding-right: 4.25rem; }
        pre a { color: inherit; text-decoration-color: var(--muted); }
        .copy { position: absolute; top: .4rem; right: .4rem; font-size: .75rem; padding: .1rem .5rem; color: var(--muted); background: var(--code-bg); }
        .badged > .copy { top: 1.75rem; }
        .copy:hover { color: var(--accent); }
        .badge { display: inline-block; margin: 0 0 -1px .75rem; padding: .05rem .55rem; font-size: .72rem; font-weight: 600; border: 1px solid var(--border); border-bottom: 0; border-radius: .4rem .4rem 0 0; position: relative; }
        .badge a { color: inherit; }
        .badge.tested { color: var(--tested); background: var(--tested-bg); }
        .badge.tested a::before { content: "✓ "; }
        .badge.unchecked { color: var(--skipped); background: var(--skipped-bg); font-weight: 400; }
        .setup { margin: .35rem 0 0; font-size: .85rem; }
        .note-ref { font-size: .7em; line-height: 0; margin-left: .1em; }
        .note-ref a { text-decoration: none; padding: 0 .1em; }
        .sources { font-size: .85rem; color: var(--muted); margin: .4rem 0 1.2rem; padding-left: 1.6rem; border-top: 1px solid var(--border); padding-top: .4rem; }
        .sources a { overflow-wrap: anywhere; }
        .setup summary { cursor: pointer; color: var(--muted); }
        .setup pre { margin-top: .3rem; }
        x-k { color: var(--k); font-weight: 600; } x-t { color: var(--t); } x-s { color: var(--s); } x-n { color: var(--n); }
        x-c { color: var(--c); font-style: italic; } x-a { color: var(--a); } x-l { color: var(--l); } x-d { color: var(--d); }
        .declaration pre { border-left: 4px solid var(--accent); white-space: pre-wrap; overflow-wrap: anywhere; padding-right: 4.25rem; }

        .table { overflow-x: auto; margin: 1rem 0; }
        table { border-collapse: collapse; width: 100%; font-size: .92rem; overflow-wrap: normal; }
        th, td { text-align: left; vertical-align: top; padding: .45rem .7rem; border-bottom: 1px solid var(--border); }
        th { background: var(--code-bg); font-weight: 600; }
        th.center, td.center { text-align: center; } th.right, td.right { text-align: right; }

        .entry-facts { margin: .8rem 0 1.2rem; padding: .75rem .9rem; border: 1px solid var(--border); border-radius: .55rem; background: var(--bar); }
        .entry-facts > :first-child { margin-top: 0; } .entry-facts > :last-child { margin-bottom: 0; }
        .entry-facts .declaration { margin: 0 0 .6rem; }
        .availability-line { margin: .5rem 0 0; font-size: .8rem; color: var(--muted); }
        .availability { display: flex; flex-wrap: wrap; gap: .35rem; list-style: none; padding: 0; margin: 1rem 0; }
        .availability li { font-size: .8rem; padding: .1rem .55rem; border: 1px solid var(--border); border-radius: 1rem; color: var(--muted); background: var(--bg); }
        .availability li.deprecated { border-color: var(--warn); border-style: dashed; }
        .availability em { font-style: normal; }
        div.deprecated, p.deprecated { margin: 1rem 0; padding: .6rem .9rem; border-left: 4px solid var(--warn); background: var(--warn-bg); border-radius: 0 .4rem .4rem 0; }
        div.deprecated p { margin: 0; }
        dl.parameters dt, dl.relationships dt { font-weight: 600; margin-top: .6rem; }
        dl.parameters dd, dl.relationships dd { margin: .15rem 0 0 1.25rem; }
        .api-list, .mentions, .see-also, .tasks-list { padding-left: 1.1rem; }
        .api-list li, .mentions li, .tasks-list li { margin: .3rem 0; }
        .api-list .summary { display: block; font-size: .9rem; color: var(--muted); }
        .example-source { margin: 1.4rem 0 .3rem; font-size: .85rem; color: var(--muted); }
        .source { margin-top: 3rem; font-size: .85rem; color: var(--muted); }
        .cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: .8rem; }
        .cards li { padding: .85rem 1rem; border: 1px solid var(--border); border-radius: .65rem; background: var(--bar); }
        .cards li > a { font-weight: 600; }
        .cards p { margin: .35rem 0 0; font-size: .88rem; color: var(--muted); }
        .pager { display: flex; flex-wrap: wrap; gap: .8rem; margin-top: 3rem; }
        .pager a { flex: 1 1 14rem; padding: .7rem 1rem; border: 1px solid var(--border); border-radius: .6rem; text-decoration: none; font-weight: 600; }
        .pager a.next { text-align: right; }
        .pager span { display: block; font-size: .8rem; font-weight: 400; color: var(--muted); }

        figure.columns, figure.adaptation { margin: 1.25rem 0; padding: 1rem; border: 1px solid var(--border); border-radius: .65rem; }
        .diagrams { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; }
        .diagram p { margin: 0 0 .3rem; font-size: .85rem; }
        .diagram svg { display: block; margin-bottom: .4rem; max-width: 100%; height: auto; }
        figure figcaption { margin-top: .75rem; font-size: .82rem; color: var(--muted); }
        .split .window, .adapt .window { fill: var(--bar); stroke: var(--border); }
        .split rect.shown, .adapt .shown { fill: var(--accent-soft); stroke: var(--accent); }
        .split rect.hidden { fill: none; stroke: var(--muted); stroke-dasharray: 3 3; }
        .split { width: 12rem; }
        .split text { font: 10.5px system-ui, sans-serif; fill: var(--text); text-anchor: middle; }
        .split text.hidden { fill: var(--muted); text-decoration: line-through; }
        .adapt { display: block; width: 4.5rem; height: auto; }
        .adapt .anchor-view { fill: var(--muted); }
        figure.adaptation table { width: auto; }
        figure.adaptation td { font-size: .8rem; text-align: center; }
        figure.adaptation td svg { margin: 0 auto .2rem; }

        footer.bottom { border-top: 1px solid var(--border); padding: 1rem 1.25rem; font-size: .8rem; color: var(--muted); text-align: center; }

        @media (max-width: 72rem) {
          .panes { grid-template-columns: 16rem minmax(0, 1fr); grid-template-rows: auto 1fr; }
          .nav { grid-area: 1 / 1 / span 2; }
          .toc { grid-area: 1 / 2; position: static; max-height: none; overflow: visible; padding: 1rem 2.75rem 0; }
          .toc + main { grid-area: 2 / 2; padding-top: 1rem; }
          .toc details { max-width: 50rem; border: 1px solid var(--border); border-radius: .55rem; background: var(--bar); }
          .toc summary { pointer-events: auto; cursor: pointer; list-style: revert; margin: 0; padding: .5rem .8rem; }
          .toc details[open] ul { max-height: 60vh; overflow: auto; padding: 0 .5rem .6rem; }
        }
        @media (max-width: 50rem) {
          header.top { gap: .6rem; padding: 0 .75rem; }
          .menu-link, .menu-button { display: inline-block; font-size: .9rem; padding: .3rem .6rem; }
          /* The box is narrow here; its results take the screen's width below the header. */
          .results { position: fixed; top: 3.25rem; left: .5rem; right: .5rem; max-height: calc(100vh - 4rem); }
          .panes { display: block; }
          .nav { display: none; }
          .nav:target, .nav-open .nav { display: block; position: fixed; z-index: 9; top: 3.25rem; left: 0; right: 0; bottom: 0; max-height: none; background: var(--bg); border: 0; padding: 1rem 1.25rem 3rem; }
          .nav-open body { overflow: hidden; }
          .toc { padding: .75rem 1rem 0; }
          main { padding: 1.25rem 1rem 2.5rem; }
          h1 { font-size: 1.6rem; }
          h1 code { font-size: .78em; }
          main { --code-size: .78em; }
          pre { font-size: .8rem; }
        }
        /* Images and figures, which any Markdown page may have. */
        main img, main video { max-width: 100%; height: auto; }
        figure { margin: 1rem 0; }
        .missing-image { font-style: italic; color: var(--muted); }
        @media print {
          :root, :root[data-theme] { color-scheme: light; }
          header.top, .nav, .toc, .skip, footer.bottom, .copy, .anchor, .pager { display: none; }
          .panes { display: block; }
          main { padding: 0; }
          main > * { max-width: none; }
          a { color: inherit; }
          pre { white-space: pre-wrap; border: 1px solid #999; background: none; }
          h2, h3 { break-after: avoid; }
          pre, figure, table { break-inside: avoid; }
        }
        """#

    /// The DocC stylesheet as written.
    static let catalogSource = #"""
        .row { display: grid; gap: 1rem 1.5rem; margin: 1rem 0; }
        .cols-1 { grid-template-columns: minmax(0, 1fr); } .cols-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
        .cols-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); } .cols-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
        .cols-5 { grid-template-columns: repeat(5, minmax(0, 1fr)); } .cols-6 { grid-template-columns: repeat(6, minmax(0, 1fr)); }
        .span-2 { grid-column: span 2; } .span-3 { grid-column: span 3; } .span-4 { grid-column: span 4; } .span-5 { grid-column: span 5; } .span-6 { grid-column: span 6; }
        .tabs { border: 1px solid var(--border); border-radius: .6rem; padding: 0 1rem; margin: 1rem 0; }
        .tab + .tab { border-top: 1px solid var(--border); }
        .tab-title { margin: .75rem 0 .25rem; font-weight: 600; color: var(--muted); }
        figcaption, .small, .code-name, .requirement { font-size: .88rem; color: var(--muted); }
        .code-name { margin: .75rem 0 0; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .aside, .deprecation { margin: 1rem 0; padding: .5rem 1rem; border-left: 4px solid var(--accent); border-radius: .4rem; background: var(--accent-soft); }
        .deprecation { border-left-color: var(--warn); background: var(--warn-bg); }
        .aside-title, .deprecation-title, .tile-title { margin: .25rem 0; font-weight: 600; }
        dl.terms dt { font-weight: 600; } dl.terms dd { margin: 0 0 .6rem 1.25rem; }
        .nav h3 { font-size: .85rem; font-weight: 600; margin: 1rem 0 .3rem; letter-spacing: 0; }
        .nav .trail { padding-left: .9rem; }
        ul.topics { list-style: none; padding: 0; }
        ul.topics li { margin: .55rem 0; }
        ul.topics p { margin: .1rem 0 0; font-size: .9rem; color: var(--muted); }
        .cards img { display: block; margin-bottom: .5rem; border-radius: .4rem; }
        .badges { display: flex; flex-wrap: wrap; gap: .4rem; margin: .5rem 0; padding: 0; list-style: none; }
        .badges li { padding: 0 .6rem; border: 1px solid var(--border); border-radius: 1rem; font-size: .85rem; }
        .call-to-action a { display: inline-block; padding: .3rem .9rem; border-radius: 1rem; background: var(--accent); color: var(--bg); text-decoration: none; }
        .page-icon img { width: 1.4em; height: 1.4em; vertical-align: -.2em; }
        .eyebrow.color-blue { color: #2a6fdb; } .eyebrow.color-gray { color: #6b7280; } .eyebrow.color-green { color: #1f8a3b; }
        .eyebrow.color-orange { color: #c25e00; } .eyebrow.color-purple { color: #8046c9; } .eyebrow.color-red { color: #c2322d; } .eyebrow.color-yellow { color: #9a7400; }
        .tutorial-section, .chapter, .resources, .assessments { margin-top: 2rem; }
        ol.steps > li { margin: 1rem 0; }
        .tile { margin: .75rem 0; padding: .5rem 1rem; border: 1px solid var(--border); border-radius: .6rem; }
        ul.choices { padding: 0; list-style: none; }
        ul.choices summary { cursor: pointer; }
        .verdict.right { color: var(--tested); } .verdict.wrong { color: var(--warn); }
        @media (max-width: 50rem) { .row { grid-template-columns: minmax(0, 1fr); } .row > .column { grid-column: auto; } }
        """#

    /// `css` with each `--name: light-dark(light, dark);` first declared with its light value,
    /// and the `light-dark()` declarations repeated inside `@supports`. A browser without
    /// `light-dark()` (the Chromium 87 of Zeal's web view, which shows panes docsets; Safari
    /// before 17.5) would otherwise keep the declarations, since custom properties are not
    /// checked when parsed, and then drop every colour that uses them: pages without colour.
    /// Such a browser shows the light colours.
    static func withLightFallback(_ css: String) -> String {
        let declaration = /(--[a-z-]+): light-dark\(([^,()]+), ([^,()]+)\);/
        var adaptive: [String] = []
        let light = css.replacing(declaration) { match in
            adaptive.append(String(match.output.0))
            return "\(match.output.1): \(match.output.2);"
        }
        guard !adaptive.isEmpty, let end = light.firstRange(of: "}") else { return css }
        let supports = "\n@supports (color: light-dark(#000, #fff)) { :root { " + adaptive.joined(separator: " ") + " } }"
        return String(light[..<end.upperBound]) + supports + String(light[end.upperBound...])
    }

    /// `css` with line breaks, indentation and the spaces around `{`, `}`, `;`, `,` and `>`
    /// removed, and the `;` before a `}`. The stylesheet has no strings where that would matter.
    static func compacted(_ css: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in css {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            let isTight = "{};,>".contains(character)
            if pendingSpace, !result.isEmpty, !isTight, !"{};,>".contains(result.last!) { result.append(" ") }
            if character == "}", result.last == ";" { result.removeLast() }
            result.append(character)
            pendingSpace = false
        }
        return result
    }
}
