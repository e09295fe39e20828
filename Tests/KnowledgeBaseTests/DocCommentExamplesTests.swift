import Testing

@testable import KnowledgeBase

/// The code blocks of `///` comments, read as a package's examples: located in the Swift file,
/// titled by what they document, tests unless marked.
struct DocCommentExamplesTests {
    static let source = """
        import Foundation

        /// A kettle.
        ///
        /// ```swift
        /// #expect(Kettle().litres == 1.5)
        /// ```
        public struct Kettle {
            /// How much it holds.
            public var litres = 1.5

            /// Boils the water.
            ///
            ///   Indented text keeps its place after the shared indentation goes.
            /// ```swift no_run
            /// Kettle().boil(for: .seconds(90))
            /// ```
            public func boil(for duration: Duration) {}
        }

        // An ordinary comment with ``` in it is not documentation.
        extension Kettle {
            /// ```swift
            /// #expect(Kettle.empty.litres == 0)
            /// ```
            public static var empty: Kettle { Kettle(litres: 0) }
        }
        """

    static var options: BuildOptions {
        var options = BuildOptions.indexOnly
        options.plainSwiftBlocks = .runnable
        return options
    }

    @Test func blocksAreFoundAtTheirLinesUnderTheirDeclarations() {
        let (examples, diagnostics) = DocCommentExamples.extract(
            from: ContentFile(path: "Sources/Kitchen/Kettle.swift", text: Self.source), options: Self.options)
        #expect(diagnostics.isEmpty)
        #expect(
            examples.map(\.id) == ["Sources/Kitchen/Kettle.swift:5", "Sources/Kitchen/Kettle.swift:15", "Sources/Kitchen/Kettle.swift:23"])
        #expect(examples.map(\.sectionTitle) == ["Kettle", "Kettle.boil(for:)", "Kettle.empty"])
        #expect(examples.map(\.testMode) == [.run, .compileOnly, .run])
        // `/// ` at the margin, `    /// ` inside the type: compiler columns move right by as much.
        #expect(examples.map(\.codeColumnOffset) == [4, 8, 8])
        #expect(examples[0].code == "#expect(Kettle().litres == 1.5)")
    }

    /// rustdoc's rule, opted into: an indented block is Swift code too, located as if a fence
    /// stood on the line above it; off (the default), it is only text.
    @Test func indentedCodeIsSwiftWhenTheSettingSaysSo() {
        let source = """
            /// Pours a cup.
            ///
            ///     let cup = Cup()
            ///     #expect(cup.isFull)
            ///
            /// ```swift no_run
            /// Cup().spill()
            /// ```
            public struct Cup {}
            """
        var options = Self.options
        #expect(DocCommentExamples.extract(from: ContentFile(path: "Cup.swift", text: source), options: options).examples.count == 1)
        options.indentedCodeIsSwift = true
        let (examples, diagnostics) = DocCommentExamples.extract(from: ContentFile(path: "Cup.swift", text: source), options: options)
        #expect(diagnostics.isEmpty)
        #expect(examples.map(\.id) == ["Cup.swift:2", "Cup.swift:6"])
        #expect(examples.map(\.testMode) == [.run, .compileOnly])
        #expect(examples.first?.code == "let cup = Cup()\n#expect(cup.isFull)")
        // `/// ` and the four spaces cmark takes off: the compiler's column 1 is the file's 9.
        #expect(examples.first?.codeColumnOffset == 8)
    }

    @Test func aPlainBlockFollowsTheSetting() {
        let (examples, _) = DocCommentExamples.extract(from: ContentFile(path: "K.swift", text: Self.source), options: .indexOnly)
        #expect(examples.map(\.testMode) == [nil, .compileOnly, nil])
    }

    @Test func fenceWordsAndSyntaxErrorsAreReportedInTheSwiftFile() {
        let source = """
            enum Tap {
                /// ```swift runable
                /// let x = (
                /// ```
                static let flow = 1
            }
            """
        let (_, diagnostics) = DocCommentExamples.extract(from: ContentFile(path: "Tap.swift", text: source), options: Self.options)
        let word = diagnostics.first { $0.message.contains("unknown code block attribute 'runable'") }
        #expect(word?.line == 2)
        // `    /// ```swift ` is 17 characters wide, so the word starts at column 18.
        #expect(word?.column == 18)
        let syntax = diagnostics.first { $0.message.hasPrefix("Swift syntax error") }
        #expect(syntax?.line == 3)
        #expect((syntax?.column ?? 0) > 8, "the column counts the `    /// ` before the code")
    }

    @Test func aFileWithoutFencesIsNotParsed() {
        let (examples, diagnostics) = DocCommentExamples.extract(
            from: ContentFile(path: "Plain.swift", text: "/// Just prose.\nlet a = 1\n"), options: Self.options)
        #expect(examples.isEmpty)
        #expect(diagnostics.isEmpty)
    }
}
