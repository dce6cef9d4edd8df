import SwiftUI

struct PlaceholderRow: View {
    var showBadge: Bool
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 30)
                .hidden()
            Color.blue.frame(width: 40, height: 30)
                .overlay(Color.white.opacity(0.5).allowsHitTesting(false))
        }
    }
}
