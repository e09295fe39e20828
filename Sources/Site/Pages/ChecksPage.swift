import KnowledgeBase

/// `checks.html`: what each badge over a code block says was proven, and what it was not. Every
/// badge links to its section here. A reader who copies a block into an app should know whether
/// it ran, against what, and where that stops.
struct ChecksPage {
    let context: SiteContext
    let location = PageLocation(path: PagePaths.checks)

    /// The section of this page that explains `badge`.
    static func anchor(of badge: CodeBlockRenderer.Badge.Kind) -> String {
        badge.rawValue
    }

    /// The complete page.
    func render() -> String {
        let examples = context.knowledgeBase.examples.filter(\.isSwift)
        func count(_ kind: CodeBlockRenderer.Badge.Kind) -> Int {
            examples.filter { CodeBlockRenderer.Badge.kind(of: $0) == kind }.count
        }
        var body = Markup(
            """
            <h1>How the code on these pages is checked</h1>
            <p class="lead">Every Swift block carries a label that says what <code>panes test</code> proves about it, and \
            nothing more. Building the site runs no check, so a reference runs <code>panes test</code> in CI, as panes' own \
            does on every change.</p>

            """)
        var outline: [OutlineItem] = []
        for section in Self.sections {
            let number = count(section.kind)
            body += .heading(2, id: Self.anchor(of: section.kind), Markup(text: section.title))
            body += .element("p", [("class", "note")], Markup(text: "\(number) block\(number == 1 ? "" : "s") on this site.")) + .newline
            body += section.html
            outline.append(OutlineItem(anchor: Self.anchor(of: section.kind), title: section.title, level: 2))
        }
        body += .heading(2, id: "running", Markup("Running the checks yourself")) + Self.running
        outline.append(OutlineItem(anchor: "running", title: "Running the checks yourself", level: 2))
        return PageShell.sitePage(
            context, title: "How the code is checked", description: "What each label over a code block says was proven about it.",
            location: location, outline: outline, body: body.html)
    }

    /// One section per label, in the order of how much each proves.
    static let sections: [(kind: CodeBlockRenderer.Badge.Kind, title: String, html: Markup)] = [
        (
            .runs, "Runs against the panes model",
            Markup(
                """
                <p>The block was compiled and run under Swift Testing, and every <code>#expect</code> in it held; the label \
                counts them. It runs against <code>PanesModel</code>, a small Swift library that mirrors the <em>state</em> \
                behind SwiftUI's split views and presentations with SwiftUI's own names (<code>NavigationSplitViewVisibility</code>, \
                <code>NavigationPath</code>, <code>PresentationDetent</code>) and encodes the rules the references state as plain \
                functions: which columns a visibility shows, when an item-driven sheet is up and what dismissing it writes back. \
                Each rule cites the page it comes from, or is labelled an assumption where no source settles it.</p>
                <p>The model is not SwiftUI. It draws nothing, animates nothing and knows no device; SwiftUI does not exist \
                where the checks run. A passing block shows that the rule, as the page states it, holds in the model. It does \
                not show that SwiftUI behaves that way on every device and release: where Apple's wording is loose, the page \
                says what the model assumes.</p>

                """)
        ),
        (
            .compiles, "Compiles against SwiftUI's declarations",
            Markup(
                """
                <p>The block is a SwiftUI sample. It was type-checked by the Swift compiler against a declarations-only \
                <code>SwiftUI</code> module: every declaration this reference documents, exactly as its page writes it, plus a \
                small base of the views, result builders, property wrappers and modifiers the samples use, each taken from \
                Apple's page. A wrong label, a wrong type or a missing argument fails the check, and so does a wrong \
                declaration on a page: the samples that use it stop compiling.</p>
                <p>Nothing ran: the check says nothing about how the view looks or behaves, and it does not check availability \
                (a sample may use an API newer than your deployment target). Where a sample relies on types of its own app \
                (a <code>Seedling</code>, a store), hidden setup lines declare them; the block offers them under \
                &ldquo;Setup&rdquo;.</p>

                """)
        ),
        (
            .compiled, "Compiles",
            Markup("<p>The block was compiled against the panes model (or, for a package, its own libraries) but not run.</p>\n")
        ),
        (
            .mustNotCompile, "Must not compile",
            Markup("<p>The block shows a mistake: it passes only when the compiler rejects it, with an error inside the block.</p>\n")
        ),
        (.mustTrap, "Must trap", Markup("<p>The block passes only when it stops with a runtime error (a failed precondition, say).</p>\n")),
        (.skipped, "Not run", Markup("<p>The block is a test the reference skips for now; it was neither compiled nor run.</p>\n")),
        (
            .excerpt, "Excerpt",
            Markup(
                "<p>A piece of a larger program (a declaration as Apple writes it, a <code>case</code> alone) that cannot stand on its own. It is highlighted but not checked.</p>\n"
            )
        ),
        (
            .syntaxOnly, "Syntax-checked only",
            Markup("<p>The Swift parser read the block without error. It was not compiled, so names, labels and types are unchecked.</p>\n")
        ),
    ]

    static let running = Markup(
        """
        <p>With <code>panes</code> installed, <code>panes test</code> runs every check of the built-in reference and \
        <code>panes test --content DIR</code> those of another folder. Each block is named by its file and the line of its \
        opening fence; <code>panes test --filter sheets.md:42</code> runs one. The name is also in each label's tooltip.</p>

        """)
}
