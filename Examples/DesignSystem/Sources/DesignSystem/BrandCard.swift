import SwiftUI

/// The brand's sign-off card: the logo (a PDF in Media.xcassets), the name, and the custom sparkle symbol.
public struct BrandCard: View {
    let title: String

    public init(_ title: String = "Specimen") {
        self.title = title
    }

    public var body: some View {
        HStack(spacing: 8) {
            Image(.logo)
            Text(title)
                .font(.headline)
            Image("custom.sparkle", bundle: .module)
                .foregroundStyle(.brandPrimary)
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 10)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.Surface.card))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(Color("BrandPrimary", bundle: .module), lineWidth: 1))
    }
}
