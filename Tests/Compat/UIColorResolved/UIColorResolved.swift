import SwiftUI

extension Color {
    static let alwaysDarkFill = Color(UIColor.systemGray5.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
}

struct PinnedSwatch: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.alwaysDarkFill
            Color(.systemGray5)
        }
        .frame(width: 100, height: 30)
    }
}
