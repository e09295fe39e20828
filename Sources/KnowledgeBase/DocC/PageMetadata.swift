/// What a page's `@Metadata` and `@Options` say, read once by the index: its displayed title,
/// its eyebrow, its images and colour, a call to action, availability badges, and how its
/// extension file merges with the doc comment.
public struct PageMetadata: Sendable, Equatable {
    /// An image the page is shown with.
    public struct PageImage: Sendable, Equatable {
        /// `icon` (beside the title) or `card` (on the cards that link to the page).
        public var purpose: String
        /// The image's name in the catalog.
        public var source: String
        /// Its text.
        public var alt: String
    }

    /// A platform's availability badge.
    public struct Badge: Sendable, Equatable {
        /// The platform or package (`iOS`, `Trailmap`).
        public var platform: String
        /// The first version.
        public var introduced: String
        /// The version that deprecated it, if any.
        public var deprecated: String?
    }

    /// A button in the page's header.
    public struct CallToAction: Sendable, Equatable {
        /// A web address, or nil for a file of the catalog.
        public var url: String?
        /// A file of the catalog, by name.
        public var file: String?
        /// The button's label (`Download`, `Visit`).
        public var label: String
    }

    /// `@DisplayName`: the title shown instead of the symbol's name.
    public var displayName: String?
    /// `@TitleHeading` (or the `@PageKind` default): the eyebrow above the title.
    public var titleHeading: String?
    /// `@PageImage`s.
    public var images: [PageImage] = []
    /// `@PageColor`: `blue`, `gray`, `green`, `orange`, `purple`, `red` or `yellow`.
    public var color: String?
    /// `@CallToAction`.
    public var callToAction: CallToAction?
    /// `@Available` badges.
    public var availability: [Badge] = []
    /// `@TechnologyRoot`: this article is its catalog's root page.
    public var isTechnologyRoot = false
    /// `@DocumentationExtension(mergeBehavior: override)`: the page replaces the doc comment.
    public var replacesDocComment = false
    /// `@AutomaticTitleHeading(disabled)`: no eyebrow.
    public var hidesTitleHeading = false
    /// `@AutomaticSeeAlso(disabled)`: no See Also from the curating group.
    public var hidesAutomaticSeeAlso = false
    /// `@TopicsVisualStyle`: `list` (default), `compactGrid`, `detailedGrid` or `hidden`.
    public var topicsStyle = "list"

    /// Creates empty metadata.
    public init() {}

    /// The image for `purpose`, if the page has one.
    public func image(_ purpose: String) -> PageImage? {
        images.first { $0.purpose == purpose }
    }
}
