import SwiftUI

enum DS {
    enum Spacing {
        static let xs: CGFloat = 4
        static let m: CGFloat = 12
    }
    enum Radius {
        static let card: CGFloat = 8
    }
    enum Colors {
        static let surface = Color(red: 0xF5 / 255, green: 0xF5 / 255, blue: 0xF5 / 255)
        static let border = Color(red: 0xDD / 255, green: 0xDD / 255, blue: 0xDD / 255)
        static let highlight = Color(red: 0xFF / 255, green: 0x6F / 255, blue: 0x00 / 255)
    }
}

struct TokenCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: DS.Spacing.xs) {
            DS.Colors.highlight.frame(width: 24, height: 24)
        }
        .padding(DS.Spacing.m)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: DS.Radius.card)
                .fill(DS.Colors.surface)
        )
        .overlay(
            RoundedRectangle(cornerRadius: DS.Radius.card)
                .stroke(DS.Colors.border, lineWidth: 1)
        )
    }
}
