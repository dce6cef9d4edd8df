import SwiftUI

// A card that adapts to size class and accessibility settings, and fills with the
// background style its container sets.
struct AdaptiveCard: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    var body: some View {
        let layout = horizontalSizeClass == .compact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Rectangle().fill(reduceMotion ? Color.red : Color.green).frame(width: 20, height: 20)
            Rectangle().fill(reduceTransparency ? Color.red : Color.blue).frame(width: 20, height: 20)
        }
        .padding(5)
        .background(in: RoundedRectangle(cornerRadius: 4))
    }
}
