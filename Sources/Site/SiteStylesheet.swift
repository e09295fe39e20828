/// The site's one stylesheet: three panes that fold to one column on a narrow window, light and
/// dark colours from `prefers-color-scheme`, a print layout, and the highlighter's token colours
/// (`.k` keyword, `.t` type, `.s` string, `.n` number, `.c` comment, `.a` attribute, `.l` label,
/// `.d` directive). System fonts only: nothing is fetched.
enum SiteStylesheet {
    /// The contents of `assets/site.css`.
    static let css = #"""
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --bar: #f7f7f9; --text: #1d1d1f; --muted: #5f6368; --border: #d9d9de;
          --accent: #0b63c5; --accent-soft: #e6f0fc; --code-bg: #f4f5f7; --tested: #116329; --tested-bg: #dcf5e3;
          --skipped: #7a5d00; --skipped-bg: #fdf1c7;
          --k: #a626a4; --t: #5c2fa8; --s: #c0341d; --n: #1c3fd1; --c: #6b7785; --a: #8a6100; --l: #3d5a80; --d: #b25e00;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #161719; --bar: #1e1f22; --text: #e6e6ea; --muted: #a3a6ad; --border: #393b40;
            --accent: #6cb2ff; --accent-soft: #1f3450; --code-bg: #212226; --tested: #7ee2a0; --tested-bg: #173523;
            --skipped: #f2cf63; --skipped-bg: #3a3014;
            --k: #ff7ab2; --t: #d0a8ff; --s: #ff8a70; --n: #d9c97c; --c: #8b96a3; --a: #e0a86a; --l: #9ec3e6; --d: #ffa14f;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.55; -webkit-text-size-adjust: 100%; }
        body { margin: 0; background: var(--bg); color: var(--text); }
        a { color: var(--accent); text-underline-offset: .15em; }
        a:hover { text-decoration-thickness: 2px; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
        code, kbd, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: .88em; }
        kbd { border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 4px; padding: 0 .3em; background: var(--code-bg); }
        .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        .skip { position: absolute; left: .5rem; top: -3rem; z-index: 20; padding: .5rem .8rem; background: var(--accent); color: var(--bg); border-radius: .4rem; }
        .skip:focus { top: .5rem; }

        header.top { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 1rem; height: 3.25rem; padding: 0 1.25rem; background: var(--bar); border-bottom: 1px solid var(--border); }
        .brand { font-weight: 700; font-size: 1.1rem; color: var(--text); text-decoration: none; letter-spacing: -.01em; }
        .search { position: relative; flex: 1; max-width: 34rem; }
        .search input { width: 100%; font: inherit; font-size: .95rem; padding: .35rem .75rem; border: 1px solid var(--border); border-radius: .55rem; background: var(--bg); color: var(--text); }
        .results { position: absolute; top: calc(100% + .35rem); left: 0; right: 0; max-height: min(70vh, 32rem); overflow: auto; padding: .3rem; background: var(--bg); border: 1px solid var(--border); border-radius: .6rem; box-shadow: 0 .5rem 1.5rem rgb(0 0 0 / .18); }
        .results ul { list-style: none; margin: 0; padding: 0; }
        .results a { display: block; padding: .45rem .6rem; border-radius: .4rem; color: var(--text); text-decoration: none; }
        .results [aria-selected="true"] a, .results a:hover { background: var(--accent-soft); }
        .results .kind { float: right; font-size: .75rem; color: var(--muted); margin-left: .5rem; }
        .results .where, .results .summary { display: block; font-size: .8rem; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .results .empty { margin: .4rem .6rem; color: var(--muted); font-size: .9rem; }
        .results mark { background: none; color: inherit; font-weight: 700; }
        .menu-link { display: none; }

        .panes { display: grid; grid-template-columns: 16rem minmax(0, 1fr) 14rem; max-width: 92rem; margin: 0 auto; }
        .nav, .toc { position: sticky; top: 3.25rem; align-self: start; max-height: calc(100vh - 3.25rem); overflow: auto; padding: 1.25rem 1rem 2rem; font-size: .9rem; }
        .nav { border-right: 1px solid var(--border); }
        .nav h2, .toc h2 { font-size: .75rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 1.25rem 0 .4rem; }
        .toc h2 { margin-top: 0; }
        .nav ul, .toc ul { list-style: none; margin: 0; padding: 0; }
        .nav a, .toc a { display: block; padding: .18rem .5rem; border-left: 2px solid transparent; color: var(--text); text-decoration: none; overflow-wrap: anywhere; }
        .nav a:hover, .toc a:hover { color: var(--accent); }
        .nav a[aria-current="page"] { border-left-color: var(--accent); color: var(--accent); font-weight: 600; background: var(--accent-soft); border-radius: 0 .3rem .3rem 0; }
        .nav code { font-size: .82rem; }
        .toc code { font-size: .78rem; }
        .toc a { padding-top: .12rem; padding-bottom: .12rem; }
        ul.fields { list-style: none; padding: .5rem .9rem; margin: .8rem 0; border-left: 3px solid var(--border); font-size: .88rem; color: var(--muted); }
        ul.fields li { margin: .15rem 0; }
        .toc .level3 a { padding-left: 1.25rem; font-size: .85rem; color: var(--muted); }

        main { min-width: 0; padding: 1.75rem 2.75rem 4rem; }
        main:focus { outline: none; }
        main > * { max-width: 50rem; }
        h1, h2, h3, h4 { line-height: 1.25; letter-spacing: -.01em; scroll-margin-top: 4rem; }
        h1 { font-size: 2rem; margin: .2rem 0 .8rem; overflow-wrap: anywhere; }
        h2 { font-size: 1.45rem; margin: 2.25rem 0 .7rem; padding-top: .5rem; border-top: 1px solid var(--border); }
        h3 { font-size: 1.15rem; margin: 1.75rem 0 .5rem; }
        h4, h5, h6 { font-size: 1rem; margin: 1.4rem 0 .4rem; }
        h2 code, h3 code, h1 code { font-size: .9em; overflow-wrap: anywhere; }
        h2.entry a, h3.entry a, h4.entry a, .entry a code { color: var(--text); text-decoration: none; }
        h2.entry a:hover, h3.entry a:hover { color: var(--accent); }
        .eyebrow { margin: 0; font-size: .8rem; font-weight: 600; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
        .lead, .summary { font-size: 1.1rem; }
        div.summary > p { margin-top: 0; }
        .note, .count { font-size: .8rem; color: var(--muted); }
        blockquote { margin: 1rem 0; padding: .1rem 1rem; border-left: 4px solid var(--accent); background: var(--accent-soft); border-radius: 0 .4rem .4rem 0; }
        hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
        p code, li code, td code, dd code { background: var(--code-bg); padding: .08em .3em; border-radius: .3em; }
        a code { color: var(--accent); }
        ul.tasks { list-style: none; padding-left: .5rem; }
        ul.tasks input { margin: 0 .4rem 0 0; vertical-align: -.1em; }

        .code { margin: 1rem 0; }
        pre { margin: 0; padding: .85rem 1rem; background: var(--code-bg); border: 1px solid var(--border); border-radius: .55rem; overflow: auto; line-height: 1.45; font-size: .84rem; tab-size: 4; }
        pre code { font-size: inherit; }
        .badge { display: inline-block; margin: 0 0 -1px .75rem; padding: .05rem .55rem; font-size: .72rem; font-weight: 600; border: 1px solid var(--border); border-bottom: 0; border-radius: .4rem .4rem 0 0; position: relative; }
        .badge.tested { color: var(--tested); background: var(--tested-bg); }
        .badge.tested::before { content: "✓ "; }
        .badge.skipped { color: var(--skipped); background: var(--skipped-bg); }
        .k { color: var(--k); font-weight: 600; } .t { color: var(--t); } .s { color: var(--s); } .n { color: var(--n); }
        .c { color: var(--c); font-style: italic; } .a { color: var(--a); } .l { color: var(--l); } .d { color: var(--d); }
        .declaration pre { border-left: 4px solid var(--accent); }

        .table { overflow-x: auto; margin: 1rem 0; }
        table { border-collapse: collapse; width: 100%; font-size: .92rem; }
        th, td { text-align: left; vertical-align: top; padding: .45rem .7rem; border-bottom: 1px solid var(--border); }
        th { background: var(--code-bg); font-weight: 600; }
        th.center, td.center { text-align: center; } th.right, td.right { text-align: right; }

        .availability { display: flex; flex-wrap: wrap; gap: .35rem; list-style: none; padding: 0; margin: 1rem 0; }
        .availability li { font-size: .8rem; padding: .1rem .55rem; border: 1px solid var(--border); border-radius: 1rem; color: var(--muted); }
        dl.parameters dt { font-weight: 600; margin-top: .6rem; }
        dl.parameters dd { margin: .15rem 0 0 1.25rem; }
        .api-list, .mentions, .see-also, .tasks-list { padding-left: 1.1rem; }
        .api-list li, .mentions li, .tasks-list li { margin: .3rem 0; }
        .api-list .summary { display: block; font-size: .9rem; color: var(--muted); }
        .example-source { margin: 1.4rem 0 .3rem; font-size: .85rem; color: var(--muted); }
        .source { margin-top: 3rem; font-size: .85rem; color: var(--muted); }
        .cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: .8rem; }
        .cards li { padding: .85rem 1rem; border: 1px solid var(--border); border-radius: .65rem; background: var(--bar); }
        .cards li > a { font-weight: 600; }
        .cards p { margin: .35rem 0 0; font-size: .88rem; color: var(--muted); }

        figure.columns { margin: 1.25rem 0; padding: 1rem; border: 1px solid var(--border); border-radius: .65rem; }
        .diagrams { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; }
        .diagram p { margin: 0 0 .3rem; font-size: .85rem; }
        .diagram svg { display: block; margin-bottom: .4rem; max-width: 100%; height: auto; }
        figure.columns figcaption { margin-top: .75rem; font-size: .82rem; color: var(--muted); }
        .split .window { fill: var(--bar); stroke: var(--border); }
        .split rect.shown { fill: var(--accent-soft); stroke: var(--accent); }
        .split rect.hidden { fill: none; stroke: var(--muted); stroke-dasharray: 3 3; }
        .split { width: 190px; }
        .split text { font: 10.5px system-ui, sans-serif; fill: var(--text); text-anchor: middle; }
        .split text.hidden { fill: var(--muted); text-decoration: line-through; }

        footer.bottom { border-top: 1px solid var(--border); padding: 1rem 1.25rem; font-size: .8rem; color: var(--muted); text-align: center; }

        @media (max-width: 72rem) {
          .panes { grid-template-columns: 15rem minmax(0, 1fr); }
          .toc { display: none; }
        }
        @media (max-width: 50rem) {
          header.top { gap: .6rem; padding: 0 .75rem; }
          .menu-link { display: inline; font-size: .9rem; }
          .panes { display: flex; flex-direction: column; }
          main { order: 1; padding: 1.25rem 1rem 2.5rem; }
          .nav { order: 2; position: static; max-height: none; border-right: 0; border-top: 1px solid var(--border); }
          h1 { font-size: 1.6rem; }
          h1 code { font-size: .78em; }
          pre { font-size: .8rem; }
        }
        @media print {
          header.top, .nav, .toc, .skip, footer.bottom { display: none; }
          .panes { display: block; }
          main { padding: 0; }
          main > * { max-width: none; }
          body { background: #fff; color: #000; }
          a { color: inherit; }
          pre { white-space: pre-wrap; border: 1px solid #999; background: none; }
          h2, h3 { break-after: avoid; }
          pre, figure, table { break-inside: avoid; }
        }
        """#
}
