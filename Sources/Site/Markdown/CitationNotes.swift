import Foundation
import KnowledgeBase
import PanesMarkdown

/// A page's citations as numbered notes. The references cite in parentheses at the end of a
/// clause, `([Apple: sheet(item:onDismiss:content:)](https://…))`, which reads well as Markdown
/// but breaks a sentence on a page; the page shows a superscript number there instead and lists
/// the sources, numbered, at the end of the section. Numbers run through the page; one source
/// cited twice in a section keeps its number. A reference, so copies of a renderer share it.
final class CitationNotes {
    /// One source.
    struct Note: Equatable {
        var number: Int
        var label: String
        var url: String
    }

    /// The notes of the current section, not yet listed.
    private(set) var pending: [Note] = []
    private var nextNumber = 1

    /// The number of the note for a source, reusing the section's note for one cited again.
    func cite(label: String, url: String) -> Int {
        if let note = pending.first(where: { $0.url == url && $0.label == label }) { return note.number }
        let note = Note(number: nextNumber, label: label, url: url)
        nextNumber += 1
        pending.append(note)
        return note.number
    }

    /// The section's list of sources (empty when it cited none), and a fresh list for the next.
    func flush() -> String {
        guard let first = pending.first else { return "" }
        var html = "<ol class=\"sources\" start=\"\(first.number)\" aria-label=\"Sources\">\n"
        for note in pending {
            html += "<li id=\"note-\(note.number)\"><a href=\"\(HTML.escape(note.url))\">\(HTML.escapeText(note.label))</a></li>\n"
        }
        pending = []
        return html + "</ol>\n"
    }

    /// The superscript that stands for note `number` in the text.
    static func marker(_ number: Int) -> String {
        "<sup class=\"note-ref\"><a href=\"#note-\(number)\" aria-label=\"Source \(number)\">\(number)</a></sup>"
    }
}
