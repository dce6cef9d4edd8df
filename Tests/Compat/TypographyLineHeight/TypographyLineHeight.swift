import SwiftUI

/// A design system's text styles, each with the line height of the design file.
enum TypeToken: CaseIterable {
    case heading
    case body
    case caption

    var size: CGFloat {
        switch self {
        case .heading: 22
        case .body: 15
        case .caption: 11
        }
    }

    /// The design file's line height, in points.
    var lineHeight: CGFloat {
        switch self {
        case .heading: 28
        case .body: 24
        case .caption: 16
        }
    }

    var font: Font { .system(size: size, weight: self == .heading ? .bold : .regular) }
}

struct TypeTokenModifier: ViewModifier {
    let token: TypeToken

    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content
                .font(token.font)
                .lineHeight(.exact(points: token.lineHeight))
        } else {
            content
                .font(token.font)
                .lineSpacing(token.lineHeight - token.size * 1.2)
        }
    }
}

extension View {
    func typeToken(_ token: TypeToken) -> some View {
        modifier(TypeTokenModifier(token: token))
    }
}

/// A release note: a heading, a paragraph set on the body token, and a caption whose attributed
/// string carries its own, looser line height.
struct ReleaseNote: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("What's new")
                .typeToken(.heading)
                .background(Color.orange)
            Text("Faster sync\nOffline mode\nNew widgets")
                .typeToken(.body)
                .background(Color.teal)
            Text(caption)
                .typeToken(.caption)
                .background(Color.purple)
        }
    }

    private var caption: AttributedString {
        var text = AttributedString("Version 4.2\nBuild 118")
        text.lineHeight = .multiple(factor: 2)
        return text
    }
}
