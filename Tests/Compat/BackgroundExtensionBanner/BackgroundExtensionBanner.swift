import SwiftUI

// iOS 26 `backgroundExtensionEffect()`: a hero banner that reaches under the unsafe area above and
// beside it with blurred mirror copies, and `backgroundExtensionEffect(isEnabled:)` switched off.
struct HeroBanner: View {
    var extendsBackground = true

    var body: some View {
        VStack(spacing: 0) {
            Color.green
            Color.yellow
        }
        .frame(height: 60)
        .overlay(alignment: .bottomLeading) {
            Text("Featured")
                .font(.caption.bold())
                .padding(4)
        }
        .backgroundExtensionEffect(isEnabled: extendsBackground)
    }
}

struct FeaturedSection: View {
    var body: some View {
        VStack(spacing: 0) {
            HeroBanner()
            Spacer(minLength: 0)
        }
        .safeAreaPadding(.top, 30)
        .safeAreaPadding(.leading, 20)
    }
}
