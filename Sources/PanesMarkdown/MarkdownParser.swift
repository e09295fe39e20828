import CCmarkGFM
import Foundation

/// A parsed document, and where its nesting was cut short if it went too deep.
public struct ParsedMarkdown: Sendable {
    /// The document node.
    public var root: MarkdownNode
    /// The first node nested deeper than `MarkdownParser.maximumDepth`, if any: from there on,
    /// deeper containers were left out and their contents kept at the deepest allowed level.
    public var flattenedAt: SourcePosition?
}

/// Parses GitHub-flavoured Markdown with libcmark-gfm into `MarkdownNode` values.
///
/// This is the only file that touches cmark. The C tree is walked with cmark's iterator
/// (no recursion), copied into Swift values, and the parser, iterator and tree are freed
/// before `parse` returns. Nesting is capped: 11,000 `>` in a row are 11 KB of valid
/// Markdown, and a Swift tree that deep would overflow the stack when it is freed or rendered.
public enum MarkdownParser {
    /// Containers nested deeper than this (block quotes, lists, emphasis…) are flattened.
    public static let maximumDepth = 100

    /// Parses `source` (UTF-8 text) into a document node. Safe to call from several threads.
    public static func parse(_ source: String, directives: DirectiveSyntax = .none) -> MarkdownNode {
        parseDocument(source, directives: directives).root
    }

    /// Parses `source`, reporting whether its nesting had to be cut. With `directives`, DocC's
    /// block directives are found first (`DirectiveLineParser`) and the Markdown between them is
    /// parsed run by run, with positions mapped back to the file.
    public static func parseDocument(_ source: String, directives: DirectiveSyntax = .none) -> ParsedMarkdown {
        guard directives != .none, directives.mayOpen(in: source) else { return parseRun(ParseRun(text: source)) }
        let (blocks, firstTooDeep) = DirectiveLineParser.blocks(in: source, maximumDepth: maximumDepth, acceptsName: directives.accepts)
        var flattenedAt = firstTooDeep.map { SourcePosition(line: $0.line, column: $0.column) }
        var children: [MarkdownNode] = []
        for block in blocks { children += convert(block, flattenedAt: &flattenedAt) }
        return ParsedMarkdown(
            root: MarkdownNode(kind: .document, children: children, position: SourcePosition(line: 1, column: 1)),
            flattenedAt: flattenedAt)
    }

    /// A directive becomes a node holding its content; a run of lines is parsed by cmark.
    private static func convert(_ block: DirectiveLineParser.Block, flattenedAt: inout SourcePosition?) -> [MarkdownNode] {
        switch block {
        case .lines(let lines, let indentation):
            let parsed = parseRun(ParseRun(lines: lines, removingIndentation: indentation))
            if let cut = parsed.flattenedAt { flattenedAt = min(flattenedAt ?? cut, cut) }
            return parsed.root.children
        case .directive(let pending, let blocks):
            var children: [MarkdownNode] = []
            for child in blocks { children.append(contentsOf: convert(child, flattenedAt: &flattenedAt)) }
            let directive = Directive(
                name: pending.name, argumentText: pending.argumentSegments.joined(separator: " "),
                hasContentBlock: pending.hasContentBlock)
            return [
                MarkdownNode(
                    kind: .directive(directive), children: children, position: SourcePosition(line: pending.line, column: pending.column))
            ]
        }
    }

    /// Parses one run of text with cmark and copies the tree out.
    private static func parseRun(_ run: ParseRun) -> ParsedMarkdown {
        registerExtensions
        // cmark-gfm 0.29 adds the extensions' special characters (`~` for strikethrough) to a
        // process-wide table when a parse finishes and takes them out again afterwards, so two
        // parses at once can lose each other's strikethrough. Parsing is serialized; copying the
        // finished tree, the larger part of the work, is not.
        guard let root = parseLock.withLock({ parseToTree(run.text) }) else {
            return ParsedMarkdown(root: MarkdownNode(kind: .document), flattenedAt: nil)
        }
        defer { cmark_node_free(root) }
        return copyTree(root, run: run)
    }

    private static let parseLock = NSLock()

    /// Runs cmark on `source`; the caller owns (and frees) the returned tree.
    private static func parseToTree(_ source: String) -> OpaquePointer? {
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["table", "tasklist", "strikethrough", "autolink"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        var text = source
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                cmark_parser_feed(parser, characters.baseAddress, characters.count)
            }
        }
        return cmark_parser_finish(parser)
    }

    /// Registers the GFM extensions once per process (cmark keeps them in a global registry).
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Copies the C tree into Swift values using enter/exit events and an explicit stack.
    /// A container entered beyond `maximumDepth` is not copied; what it holds goes to the
    /// deepest copied container instead.
    private static func copyTree(_ root: OpaquePointer, run: ParseRun) -> ParsedMarkdown {
        guard let iterator = cmark_iter_new(root) else { return ParsedMarkdown(root: MarkdownNode(kind: .document), flattenedAt: nil) }
        defer { cmark_iter_free(iterator) }
        var open: [MarkdownNode] = []
        var finished = MarkdownNode(kind: .document)
        var lastCodeSpan: (line: Int, column: Int)?
        var skippedContainers = 0
        var flattenedAt: SourcePosition?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let isContainer = hasExitEvent(node)
            if event == CMARK_EVENT_ENTER {
                if isContainer, open.count >= maximumDepth {
                    skippedContainers += 1
                    if flattenedAt == nil { flattenedAt = copyNode(node, run: run, lastCodeSpan: &lastCodeSpan).position }
                    continue
                }
                open.append(copyNode(node, run: run, lastCodeSpan: &lastCodeSpan))
                // Leaves get no exit event from cmark's iterator.
                if !isContainer {
                    close(&open, into: &finished)
                }
            } else if event == CMARK_EVENT_EXIT {
                if skippedContainers > 0 {
                    skippedContainers -= 1
                    continue
                }
                close(&open, into: &finished)
            }
        }
        return ParsedMarkdown(root: finished, flattenedAt: flattenedAt)
    }

    private static func close(_ open: inout [MarkdownNode], into finished: inout MarkdownNode) {
        guard let node = open.popLast() else { return }
        if open.isEmpty {
            finished = node
        } else {
            open[open.count - 1].children.append(node)
        }
    }

    /// cmark emits exit events only for nodes that can contain others.
    private static func hasExitEvent(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
            CMARK_NODE_HTML_INLINE, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_SOFTBREAK,
            CMARK_NODE_LINEBREAK:
            return false
        default:
            return true
        }
    }

    /// Copies one node; `lastCodeSpan` is where the previous code span of the run really is
    /// (in the run's coordinates), since cmark misplaces some and each is found after the last.
    private static func copyNode(_ node: OpaquePointer, run: ParseRun, lastCodeSpan: inout (line: Int, column: Int)?) -> MarkdownNode {
        var line = Int(cmark_node_get_start_line(node))
        var column = Int(cmark_node_get_start_column(node))
        var nodeKind = kind(of: node)
        if case .code(let text) = nodeKind {
            let span = run.codeSpan(line: line, column: column, code: text, after: lastCodeSpan)
            (line, column) = (span.line, span.column)
            lastCodeSpan = (line, column)
            if span.backticks == 2 { nodeKind = .symbolLink(text) }
        }
        return MarkdownNode(kind: nodeKind, position: run.position(line: line, column: column))
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                isTight: cmark_node_get_list_tight(node) != 0
            )
        case CMARK_NODE_ITEM:
            // A task item stays CMARK_NODE_ITEM; the tasklist extension only renames its type string.
            guard string(cmark_node_get_type_string(node)) == "tasklist" else { return .item(taskState: nil) }
            return .item(taskState: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), code: literal(node))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(node))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default:
            return extensionKind(of: node)
        }
    }

    /// Extension node types are allocated at run time, so they are told apart by name.
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let name = string(cmark_node_get_type_string(node))
        switch name {
        case "table":
            let columnCount = Int(cmark_gfm_extensions_get_table_columns(node))
            guard let alignments = cmark_gfm_extensions_get_table_alignments(node) else {
                return .table(alignments: Array(repeating: .none, count: columnCount))
            }
            return .table(alignments: (0..<columnCount).map { alignment(alignments[$0]) })
        case "table_header":
            return .tableRow(isHeader: true)
        case "table_row":
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default: return .unsupported(name)
        }
    }

    private static func alignment(_ byte: UInt8) -> MarkdownNode.TableAlignment {
        switch byte {
        case UInt8(ascii: "l"): return .left
        case UInt8(ascii: "c"): return .center
        case UInt8(ascii: "r"): return .right
        default: return .none
        }
    }

    private static func literal(_ node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
