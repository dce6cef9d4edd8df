import SwiftUI

struct ShelfBook: Identifiable {
    let id = UUID()
    let title: String
    let tint: Color
    let progress: Double
}

struct BookCover: View {
    let book: ShelfBook

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 4, style: .continuous)
                .fill(book.tint)
                .frame(width: 70, height: 104)
                .overlay(alignment: .bottomLeading) {
                    Text(book.title)
                        .font(.system(size: 11, weight: .bold, design: .serif))
                        .foregroundColor(.white)
                        .padding(6)
                }
                .shadow(color: .black.opacity(0.25), radius: 4, x: 0, y: 3)
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.25))
                    Capsule().fill(book.tint).frame(width: proxy.size.width * book.progress)
                }
            }
            .frame(width: 70, height: 4)
        }
    }
}

struct HighlightCard: View {
    let quote: String
    let chapter: String

    var body: some View {
        HStack(spacing: 10) {
            Rectangle()
                .fill(Color.yellow)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 4) {
                Text(quote)
                    .font(.system(.callout, design: .serif))
                    .italic()
                Text(chapter)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .padding(10)
        .background(Color.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}

struct ReaderHome: View {
    let books: [ShelfBook]
    let page: String

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Continue reading")
                .font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 14) {
                    ForEach(books) { book in
                        BookCover(book: book)
                    }
                }
                .padding(.vertical, 6)
            }
            .frame(height: 128)
            Text("Chapter 3 · The Lighthouse")
                .font(.system(.subheadline, design: .serif).weight(.semibold))
                .foregroundStyle(.secondary)
            Text(page)
                .font(.system(size: 15, design: .serif))
                .lineSpacing(9)
            Rectangle()
                .fill(Color.brown)
                .frame(height: 3)
            HighlightCard(quote: "The sea was the colour of old pewter.", chapter: "Chapter 2 · Page 41")
        }
        .padding(16)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
