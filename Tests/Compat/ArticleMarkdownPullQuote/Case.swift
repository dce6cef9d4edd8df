import CompatSupport
import SpecimenUI

// The reading bar is orange for 35 % of the width (60, 2) and grey after (200, 2); the Markdown link in the
// first paragraph, parsed by `AttributedString(markdown:options:)`, is in the accent colour on both of its
// lines (280, 178), (45, 204); the pull quote's rule is orange (18, 270), as is the tinted bookmark (295, 123).
public let compatCase = CompatCase("ArticleMarkdownPullQuote", width: 320, height: 520, probes: [
        .at(60, 2, "#FF9500"), .at(200, 2, "#E5E5EA"), .at(280, 178, "#007AFF", tolerance: 12), .at(45, 204, "#007AFF", tolerance: 12),
        .at(18, 270, "#FF9500"), .at(295, 123, "#FF9500", tolerance: 12)]) {
    ArticleReaderView(article: NewsArticle(
        id: 1, category: "City", title: "The night buses are coming back",
        author: "Ines Duarte", published: Date(timeIntervalSinceReferenceDate: 800_000_000), minutes: 4,
        body: "From March, **six routes** will run all night again, the council [announced on Tuesday](https://example.com/council).\n\nDrivers' unions welcomed the plan but asked for *more staff* before the summer.",
        pullQuote: "“We lost a whole generation of late-shift riders.”"))
}
