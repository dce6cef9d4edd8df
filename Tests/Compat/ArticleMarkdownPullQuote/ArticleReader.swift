import SwiftUI

struct NewsArticle: Identifiable {
    let id: Int
    var category: String
    var title: String
    var author: String
    var published: Date
    var minutes: Int
    /// The body as the API sends it: inline Markdown, paragraphs split by blank lines.
    var body: String
    var pullQuote: String
}

/// A thin bar across the top of the reader showing how far down the article the reader is.
struct ReadingProgressBar: View {
    var progress: Double

    var body: some View {
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(Color(.systemGray5))
                Rectangle()
                    .fill(.orange)
                    .frame(width: geo.size.width * min(max(progress, 0), 1))
            }
        }
        .frame(height: 4)
    }
}

/// A quotation set apart from the text by a tinted rule down its leading edge.
struct PullQuoteView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(.title3, design: .serif).italic())
            .foregroundStyle(.primary)
            .padding(.leading, 14)
            .overlay(alignment: .leading) {
                Rectangle()
                    .fill(.orange)
                    .frame(width: 4)
            }
            .padding(.vertical, 6)
    }
}

private extension NewsArticle {
    /// The body's paragraphs, each parsed inline so links and emphasis survive, or shown as written.
    var paragraphs: [AttributedString] {
        body.components(separatedBy: "\n\n").map { paragraph in
            (try? AttributedString(markdown: paragraph,
                                   options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)))
                ?? AttributedString(paragraph)
        }
    }
}

/// The article screen: category chip, headline, byline, the first paragraph, a pull quote, the rest.
struct ArticleReaderView: View {
    let article: NewsArticle
    var progress: Double = 0.35
    @State private var isBookmarked = true

    var body: some View {
        VStack(spacing: 0) {
            ReadingProgressBar(progress: progress)
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(article.category.uppercased())
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.white)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.orange, in: .capsule)
                    Text(article.title)
                        .font(.system(.title2, design: .serif).weight(.bold))
                    HStack {
                        HStack(spacing: 6) {
                            Text("By \(article.author)")
                                .fontWeight(.semibold)
                            Text("·")
                            Text(article.published, format: .dateTime.month(.abbreviated).day())
                            Text("·")
                            Text("\(article.minutes) min read")
                        }
                        .foregroundStyle(.secondary)
                        Spacer()
                        Button {
                            isBookmarked.toggle()
                        } label: {
                            Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                        }
                        .tint(.orange)
                    }
                    .font(.footnote)

                    ForEach(Array(article.paragraphs.enumerated()), id: \.offset) { index, paragraph in
                        Text(paragraph)
                            .font(.body)
                            .lineSpacing(4)
                        if index == 0 {
                            PullQuoteView(text: article.pullQuote)
                        }
                    }
                }
                .padding()
            }
        }
    }
}
