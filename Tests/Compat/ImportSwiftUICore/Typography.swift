import SwiftUICore
import UIKit

/// Design-system colours and fonts in a file that imports only the core module (iOS 18).
extension Color {
    static let brandInk = Color(red: 0.1, green: 0.1, blue: 0.3)
    static let brandPaper = Color(red: 1.0, green: 0.96, blue: 0.88)
}

extension Font {
    static func brand(_ style: UIFont.TextStyle) -> Font {
        Font(UIFont.preferredFont(forTextStyle: style))
    }
}

/// A tag drawn from the core types only.
struct BrandTag: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.brand(.footnote))
            .foregroundStyle(Color.brandPaper)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Color.brandInk, in: Capsule())
    }
}
